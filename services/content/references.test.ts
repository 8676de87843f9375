import { contentSet, production } from '@/tests/fixtures';
import type { ContentProblem } from './content-source';
import { checkReferences } from './references';

describe('content references: production types', () => {
  it('names a production whose type has no display label, and keeps it', () => {
    const kurs = production({
      title: 'Kurs',
      catalogueNumber: 'KURS01',
      object: 'culture',
      typeText: 'Kortkurs',
    });
    const film = production({ title: 'Fjellet', catalogueNumber: 'DXM1000001' });
    const problems: ContentProblem[] = [];
    const { content } = checkReferences(contentSet({ productions: [kurs, film] }), problems);
    expect(problems).toEqual([
      {
        entry: "production 'prod-kurs01'",
        field: 'typeText',
        message:
          "'Kortkurs' has no display label in site.productionTypes (content/site.json); it is shown as 'Arrangement'",
        kept: true,
      },
    ]);
    expect(content.productions.map((entry) => entry.title)).toEqual(['Kurs', 'Fjellet']);
  });
});
