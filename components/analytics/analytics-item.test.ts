import { analyticsItemAttributes, parseAnalyticsItem, type AnalyticsItem } from './analytics-item';

const item: AnalyticsItem = {
  id: 'ev-1',
  name: 'Dune: Del to',
  brand: 'Kulturhuset',
  listName: 'Billetter',
  category: 'Film',
  variant: 'ev-1',
};

describe('analytics item attributes', () => {
  it('carries the item as JSON in data-analytics-item', () => {
    expect(analyticsItemAttributes(item)).toEqual({ 'data-analytics-item': JSON.stringify(item) });
  });

  it('reads back what it wrote, keeping only the known fields', () => {
    expect(parseAnalyticsItem(analyticsItemAttributes(item)['data-analytics-item'])).toEqual(item);
    expect(parseAnalyticsItem(JSON.stringify({ ...item, variant: undefined, extra: 1 }))).toEqual({
      id: 'ev-1',
      name: 'Dune: Del to',
      brand: 'Kulturhuset',
      listName: 'Billetter',
      category: 'Film',
    });
  });

  it.each([
    null,
    '',
    '{',
    '[]',
    JSON.stringify({ ...item, category: undefined }),
    JSON.stringify({ ...item, id: 7 }),
  ])('rejects %p and logs it', (json) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseAnalyticsItem(json)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
