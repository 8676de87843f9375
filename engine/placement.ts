import type { PageDefinition } from '@/lib/schemas';
import { ContentError } from './errors';
import type { PlacedRow } from './types';

type Template = PageDefinition['template'];
interface Placeable {
  id: string;
  hide: boolean;
  place: { row: number; column: number; order: number };
}

/**
 * Places blocks into the template grid (docs/product.md, Entities: Block.place): rows and columns in index
 * order, blocks in each column by `place.order`. Hidden blocks are dropped here, so they render
 * nothing and their data never reaches the page. `prepare` turns a kept block into what the
 * page renders.
 * @throws ContentError when a block names a row or column the template lacks.
 */
export function placeBlocks<B extends Placeable, R>(
  template: Template,
  blocks: B[],
  prepare: (block: B) => R,
  entry: string,
): PlacedRow<R>[] {
  const rows = [...template.rows].sort((a, b) => a.index - b.index);
  blocks.forEach((block, index) => {
    const row = rows.find((candidate) => candidate.index === block.place.row);
    if (!row)
      throw new ContentError(
        entry,
        `blocks[${index}].place.row`,
        `names row ${block.place.row}, which the template does not have`,
      );
    if (!row.columns.some((column) => column.index === block.place.column)) {
      throw new ContentError(
        entry,
        `blocks[${index}].place.column`,
        `names column ${block.place.column}, which row ${row.index} does not have`,
      );
    }
  });
  const visible = blocks.filter((block) => !block.hide);
  return rows.map((row) => ({
    index: row.index,
    container: row.container,
    columns: [...row.columns]
      .sort((a, b) => a.index - b.index)
      .map((column) => ({
        ...column,
        blocks: visible
          .filter((block) => block.place.row === row.index && block.place.column === column.index)
          .sort((a, b) => a.place.order - b.place.order)
          .map(prepare),
      })),
  }));
}
