import { z } from 'zod';
import { articleSchema } from '@/lib/schemas';
import { norwegianProblem, norwegianReason } from './problem-text';
import { formatProblem, problemsOf } from './validation';

const valid = {
  id: 'jul',
  title: 'Julekonsert',
  slug: 'julekonsert',
  summary: 'Kom og syng.',
  content: '<p>Velkommen</p>',
  image: {
    type: 'image',
    url: 'https://example.no/a.jpg',
    alt: 'Kor',
    width: 10,
    height: 10,
    focalPoint: { x: 0.5, y: 0.5 },
  },
  author: 'Kari',
  category: 'news',
  node_locale: 'nb',
  createdAt: 1,
  updatedAt: 1,
  order: 1,
};

/** The problems the article schema finds in `article`, as a Contentful entry's. */
function problems(article: Record<string, unknown>) {
  const result = articleSchema.safeParse(article);
  if (result.success) throw new Error('expected the article to be invalid');
  return problemsOf("contentful article 'jul'", result.error).map((problem) => ({
    ...problem,
    source: 'contentful' as const,
    contentType: 'article',
    id: 'jul',
    title: 'Julekonsert',
  }));
}

describe('content problems in plain Norwegian', () => {
  it('names a missing field by the name editors know, with the entry’s type and title', () => {
    expect(articleSchema.safeParse(valid).success).toBe(true);
    const [missing] = problems({ ...valid, content: undefined });
    expect(missing).toBeDefined();
    expect(norwegianProblem(missing!)).toBe('Artikkelen «Julekonsert» mangler brødtekst');
    expect(norwegianReason(problems({ ...valid, title: '' })[0]!)).toBe('mangler tittel');
    // The build log keeps its English line.
    expect(formatProblem(missing!)).toBe(
      "contentful article 'jul': field `content` Invalid input: expected string, received undefined",
    );
  });

  it('tells a bad date, a value outside the allowed ones and a broken link apart', () => {
    expect(norwegianReason(problems({ ...valid, createdAt: Number.NaN })[0]!)).toBe(
      'har en ugyldig dato i feltet «opprettet-dato»',
    );
    expect(norwegianReason(problems({ ...valid, category: 'sport' })[0]!)).toBe(
      'har en verdi i feltet «kategori» som ikke er blant de tillatte',
    );
    expect(
      norwegianReason({
        entry: "contentful article 'jul'",
        field: 'image',
        message: "links to asset 'hero', which is missing, unpublished or deleted",
      }),
    ).toBe('lenker i feltet «bilde» til noe som mangler, ikke er publisert eller er slettet');
  });

  it('names an entry without a title by its id, and an embedded one by its file', () => {
    expect(
      norwegianProblem({
        entry: "contentful menuItem 'm1'",
        field: 'title',
        message: 'x',
        code: 'missing',
        contentType: 'menuItem',
        id: 'm1',
      }),
    ).toBe('Menypunktet med id m1 mangler tittel');
    const schema = z.strictObject({ summary: z.string() });
    const [local] = problemsOf('content/articles/x.json', schema.safeParse({}).error!);
    expect(norwegianProblem(local!)).toBe('Oppføringen content/articles/x.json mangler ingress');
  });
});
