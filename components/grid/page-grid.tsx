import type { ResolvedPage } from '@/engine';
import { Block } from '../blocks/block';
import type { BlockContext } from '../blocks/types';

const columnClass = (column: ResolvedPage['rows'][number]['columns'][number]): string =>
  [
    'col',
    `xs-${column.span.xs}`,
    `md-${column.span.md}`,
    `lg-${column.span.lg}`,
    `order-xs-${column.order.xs}`,
    `order-md-${column.order.md}`,
    `order-lg-${column.order.lg}`,
  ].join(' ');

/** The page body's 12-column grid rows; empty columns keep their place so spans add up. */
export function PageGrid({ page, context }: { page: ResolvedPage; context: BlockContext }) {
  return (
    <>
      {page.rows.map((row) => {
        if (row.columns.every((column) => column.blocks.length === 0)) return null;
        const grid = (
          <div className="grid">
            {row.columns.map((column) => (
              <div key={column.index} className={columnClass(column)}>
                {column.blocks.map((block) => (
                  <Block key={block.id} block={block} context={context} />
                ))}
              </div>
            ))}
          </div>
        );
        return (
          <div key={row.index} className={row.container ? 'row row--container' : 'row row--full'}>
            {row.container ? <div className="container">{grid}</div> : grid}
          </div>
        );
      })}
    </>
  );
}
