import { production, site } from '@/tests/fixtures';
import { siteSchema } from './schemas';
import { eventsNounOf, eventsNounOfAll, rentalOf, typeLabelOf } from './production-types';

const rental = production({
  title: 'Leie av hallen',
  catalogueNumber: 'LEIE01',
  object: 'culture',
  typeText: 'Idrettsal leie',
});
const concert = production({
  title: 'Jazz',
  catalogueNumber: 'JAZZ01',
  object: 'culture',
  typeText: 'Konsert',
});

describe('production type labels', () => {
  it('shows the display label from the content, never the type code', () => {
    expect(typeLabelOf(site, rental)).toBe('Utleie av idrettssal');
    expect(typeLabelOf(site, { typeText: 'Bad', object: 'culture' })).toBe('Bading');
  });

  it('shows a neutral label for a type the table lacks', () => {
    expect(typeLabelOf(site, { typeText: 'Kortkurs', object: 'culture' })).toBe('Arrangement');
    expect(typeLabelOf(site, { typeText: 'Dokumentar', object: 'movie' })).toBe('Film');
  });

  it('knows which types are rentals and where to rent them', () => {
    expect(rentalOf(site, rental)).toEqual({ bookingUrl: '/utleie' });
    expect(rentalOf(site, concert)).toBeUndefined();
  });

  it("calls a type's events by its own noun: only films have visninger", () => {
    const typed = {
      ...site,
      productionTypes: [
        ...site.productionTypes.map((entry) =>
          entry.type === 'Konsert' ? { ...entry, eventsNoun: 'forestillinger' } : entry,
        ),
        { type: 'Håndballkamp', label: 'Håndballkamp', eventsNoun: 'kamper' },
      ],
    };
    expect(eventsNounOf(typed, concert)).toBe('forestillinger');
    expect(eventsNounOf(typed, { typeText: 'Håndballkamp', object: 'culture' })).toBe('kamper');
    expect(eventsNounOf(typed, { typeText: 'Kortkurs', object: 'culture' })).toBe('arrangementer');
    expect(eventsNounOf(typed, { typeText: 'Dokumentar', object: 'movie' })).toBe('visninger');
    expect(eventsNounOfAll(typed, [concert, concert])).toBe('forestillinger');
    expect(eventsNounOfAll(typed, [concert, { typeText: 'Håndballkamp', object: 'culture' }])).toBe(
      'arrangementer',
    );
    expect(
      siteSchema.safeParse({
        ...site,
        productionTypes: [{ type: 'Konsert', label: 'Konsert', eventsNoun: 'Forestillinger' }],
      }).success,
    ).toBe(false);
  });

  it('refuses a table that names a type twice, or a booking link that is not a site path or https', () => {
    const twice = siteSchema.safeParse({
      ...site,
      productionTypes: [...site.productionTypes, { type: 'Konsert', label: 'Konserter' }],
    });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['productionTypes.4.type', "repeats the type 'Konsert'"],
    ]);
    const http = siteSchema.safeParse({
      ...site,
      productionTypes: [
        { type: 'Leie', label: 'Utleie', rental: { bookingUrl: 'http://example.no' } },
      ],
    });
    expect(http.error?.issues[0]?.path.join('.')).toBe('productionTypes.0.rental.bookingUrl');
  });
});
