import {
  countRelevant,
  countResults,
  groupResults,
  MAX_RESULTS,
  resultCountText,
  type RankedHit,
} from './search-results';

const hit = (id: string, kind: RankedHit['kind'], score: number, starts?: string[]): RankedHit => ({
  id,
  kind,
  score,
  title: id,
  summary: '',
  ...(starts && { starts }),
});
const NOW = new Date('2026-11-21T12:00:00+01:00');

describe('groupResults', () => {
  it('groups by kind with Norwegian headings, groups in the order of their best hit', () => {
    const groups = groupResults(
      [
        hit('/a', 'article', 9),
        hit('/f', 'film', 8),
        hit('/b', 'article', 7),
        hit('/e', 'event', 6),
      ],
      NOW,
    );
    expect(groups.map((group) => group.heading)).toEqual(['Artikler', 'Filmer', 'Arrangementer']);
    expect(groups[0]?.items.map((item) => item.href)).toEqual(['/a', '/b']);
  });

  it("ranks an article whose event is over at the visitor's clock below the current hits", () => {
    const ended = { ...hit('/article/over', 'article', 9), ends: '2026-11-20T19:00:00+01:00' };
    const later = { ...hit('/article/later', 'article', 8), ends: '2026-11-28T19:00:00+01:00' };
    const ranked = (now: Date) =>
      groupResults([ended, later, hit('/side', 'page', 3)], now).flatMap((group) =>
        group.items.map((item) => item.href),
      );
    // The articles stay one group, led by the current one; the ended one comes last in it.
    expect(ranked(NOW)).toEqual(['/article/later', '/article/over', '/side']);
    // Read a week later both are over: the page leads, though it scores lowest.
    expect(ranked(new Date('2026-11-28T21:00:00+01:00'))).toEqual([
      '/side',
      '/article/over',
      '/article/later',
    ]);
  });

  it('shows the next showtime still ahead, not one already past', () => {
    const [group] = groupResults(
      [hit('/e', 'event', 5, ['2026-11-21T10:00:00+01:00', '2026-11-22T19:00:00+01:00'])],
      NOW,
    );
    expect(group?.items[0]?.next).toBe('2026-11-22T19:00:00+01:00');
    expect(
      groupResults([hit('/e', 'event', 5, ['2026-11-20T19:00:00+01:00'])], NOW)[0]?.items[0]?.next,
    ).toBeUndefined();
  });

  it('drops hits under a tenth of the best score and keeps at most MAX_RESULTS', () => {
    expect(countResults(groupResults([hit('/a', 'page', 50), hit('/b', 'page', 4)], NOW))).toBe(1);
    const many = Array.from({ length: MAX_RESULTS + 5 }, (_, index) =>
      hit(`/p${index}`, 'page', 10),
    );
    expect(countResults(groupResults(many, NOW))).toBe(MAX_RESULTS);
  });

  it('says how many were found in all when the list is capped', () => {
    const many = [
      ...Array.from({ length: MAX_RESULTS + 14 }, (_, index) => hit(`/p${index}`, 'page', 10)),
      hit('/weak', 'page', 0.5),
    ];
    expect(countRelevant(many)).toBe(MAX_RESULTS + 14);
    expect(
      resultCountText(countResults(groupResults(many, NOW)), countRelevant(many), ' jazz '),
    ).toBe('Viser de 20 første av 34 treff for «jazz»');
    expect(resultCountText(7, 7, 'jazz')).toBe('7 treff for «jazz»');
  });

  it('gives no groups for no hits', () => {
    expect(groupResults([], NOW)).toEqual([]);
  });
});
