import { article, contentSet, event, production } from '@/tests/fixtures';
import { articleEnd } from '@/lib/article-end';
import { norwegianProblem } from './problem-text';
import { checkReferences } from './references';
import type { ContentProblem } from './content-source';

const concert = production({
  title: 'Julekonsert',
  catalogueNumber: 'GM3J8K',
  object: 'culture',
  typeText: 'Konsert',
});
const saturday = event(concert.pageReference, '2026-12-19T19:00:00+01:00');
const sunday = event(concert.pageReference, '2026-12-20T16:00:00+01:00');

/** The content check's problems and articles for one article about the concert. */
function check(overrides: Parameters<typeof article>[1]) {
  const problems: ContentProblem[] = [];
  const { content } = checkReferences(
    contentSet({
      productions: [concert],
      events: [saturday, sunday],
      articles: [article('julekonsert', { title: 'Julekonsert i Kultursalen', ...overrides })],
    }),
    problems,
  );
  return { problems, articles: content.articles };
}

describe('articles and the programme (docs/content.md, Articles and their events)', () => {
  it('names a day and month that none of the productions’ events has, in Norwegian', () => {
    const { problems, articles } = check({
      productions: [concert.pageReference],
      summary: 'Konserten er søndag 13. desember.',
      content: '<p>Velkommen lørdag 19. desember eller søndag 20. desember!</p>',
    });
    // The article stays on the site; the problem names it for the editors.
    expect(articles.map((entry) => entry.slug)).toEqual(['julekonsert']);
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['summary', 'date_not_in_programme'],
    ]);
    expect(problems.map(norwegianProblem)).toEqual([
      'Artikkelen «Julekonsert i Kultursalen» nevner «13. desember» i feltet «ingress», men ingen av forestillingene den handler om, er den dagen i programmet',
    ]);
  });

  it('finds nothing when the text states only the events’ days, or no production is named', () => {
    expect(
      check({
        productions: [concert.pageReference],
        content: '<p>Lørdag 19. desember kl. 19:00.</p>',
      }).problems,
    ).toEqual([]);
    expect(check({ content: '<p>Søndag 13. desember.</p>' }).problems).toEqual([]);
  });

  it('reports and drops a production the programme does not have, keeping the article', () => {
    const { problems, articles } = check({ productions: ['finnes-ikke', concert.pageReference] });
    expect(problems.map((problem) => problem.field)).toEqual(['productions[0]']);
    expect(articles[0]?.productions).toEqual([concert.pageReference]);
  });
});

describe('articleEnd', () => {
  it('is the last event of the productions, or the midnight after the news end date', () => {
    const about = article('a', { productions: [concert.pageReference] });
    expect(articleEnd(about, [sunday, saturday])).toBe(sunday.startTime);
    expect(articleEnd({ ...about, newsEndsOn: '2026-06-30' }, [saturday])).toBe(
      '2026-07-01T00:00:00+02:00',
    );
    expect(articleEnd(article('b'), [saturday])).toBeUndefined();
  });
});
