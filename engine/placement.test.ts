import { placeBlocks } from './placement';

const template = {
  rows: [
    {
      index: 1,
      container: true,
      columns: [
        { index: 1, span: { xs: 12, md: 4, lg: 3 }, order: { xs: 1, md: 1, lg: 1 } },
        { index: 0, span: { xs: 12, md: 8, lg: 9 }, order: { xs: 0, md: 0, lg: 0 } },
      ],
    },
    {
      index: 0,
      container: false,
      columns: [{ index: 0, span: { xs: 12, md: 12, lg: 12 }, order: { xs: 0, md: 0, lg: 0 } }],
    },
  ],
};
const block = (id: string, row: number, column: number, order: number, hide = false) => ({
  id,
  hide,
  place: { row, column, order },
});

describe('placeBlocks', () => {
  it('places blocks by row, column and order', () => {
    const rows = placeBlocks(
      template,
      [block('c', 1, 0, 2), block('a', 0, 0, 0), block('b', 1, 0, 1), block('side', 1, 1, 0)],
      (b) => b.id,
      'p',
    );
    expect(rows.map((row) => row.index)).toEqual([0, 1]);
    expect(rows[1]?.columns.map((column) => [column.index, column.span.lg, column.blocks])).toEqual(
      [
        [0, 9, ['b', 'c']],
        [1, 3, ['side']],
      ],
    );
  });

  it('drops hidden blocks so they render nothing and prepare never sees them', () => {
    const prepared: string[] = [];
    const rows = placeBlocks(
      template,
      [block('shown', 0, 0, 0), block('hidden', 0, 0, 1, true)],
      (b) => (prepared.push(b.id), b.id),
      'p',
    );
    expect(rows[0]?.columns[0]?.blocks).toEqual(['shown']);
    expect(prepared).toEqual(['shown']);
  });

  it('names the block field when a block is placed in a missing row or column', () => {
    expect(() =>
      placeBlocks(template, [block('x', 5, 0, 0)], (b) => b, "page definition 'p'"),
    ).toThrow("page definition 'p': field `blocks[0].place.row` names row 5");
    expect(() =>
      placeBlocks(
        template,
        [block('ok', 0, 0, 0), block('x', 0, 3, 0)],
        (b) => b,
        "page definition 'p'",
      ),
    ).toThrow('field `blocks[1].place.column` names column 3');
  });
});
