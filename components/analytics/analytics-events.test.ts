import { selectContentEvent, viewItemEvent } from './analytics-events';
import type { AnalyticsItem } from './analytics-item';

const production: AnalyticsItem = {
  id: 'prod-dxm1',
  name: 'Dune: Del to',
  brand: 'Kulturhuset',
  listName: 'Film',
  category: 'Film',
};

describe('GA4 event payloads (docs/product.md, Analytics events)', () => {
  it('a ticket click is select_content with one product item carrying the event id as variant', () => {
    const ticket = { ...production, id: 'ev-42', listName: 'Billetter', variant: 'ev-42' };
    expect(selectContentEvent(ticket)).toEqual({
      name: 'select_content',
      params: {
        content_type: 'product',
        content_id: 'ev-42',
        items: [
          {
            ...{
              id: 'ev-42',
              name: 'Dune: Del to',
              brand: 'Kulturhuset',
              listName: 'Billetter',
              category: 'Film',
              variant: 'ev-42',
            },
            ...{
              item_id: 'ev-42',
              item_name: 'Dune: Del to',
              item_brand: 'Kulturhuset',
              item_list_name: 'Billetter',
              item_category: 'Film',
              item_variant: 'ev-42',
            },
          },
        ],
      },
    });
  });

  it('a production view is view_item with the same fields and no variant', () => {
    const { params } = viewItemEvent([production]);
    expect(params).toEqual({
      items: [
        {
          ...production,
          item_id: 'prod-dxm1',
          item_name: 'Dune: Del to',
          item_brand: 'Kulturhuset',
          item_list_name: 'Film',
          item_category: 'Film',
        },
      ],
    });
    expect(params.items[0]).not.toHaveProperty('item_variant');
  });
});
