import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDefinitionSchema, type PageDefinition } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { applyBlockData } from './block-data';

const beta: PageDefinition = pageDefinitionSchema.parse(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../page-definitions/beta.json'), 'utf8')),
);

/** The page's block ids per column, in the order the page shows them. */
const layout = (definition: PageDefinition | undefined) =>
  (definition?.template.rows ?? []).map((row) =>
    row.columns.map((column) =>
      (definition?.blocks ?? [])
        .filter(
          (block) =>
            !block.hide && block.place.row === row.index && block.place.column === column.index,
        )
        .sort((a, b) => a.place.order - b.place.order)
        .map((block) => block.id),
    ),
  );

const apply = (blockData: Record<string, Record<string, Record<string, unknown>>>) => {
  const problems: ContentProblem[] = [];
  const [definition] = applyBlockData([beta], blockData, problems);
  return { definition, problems };
};

describe('platform block data', () => {
  it('shows the page as defined when there is no block data', () => {
    expect(layout(apply({}).definition)).toEqual([[[]], [['title', 'info'], ['quick-links']]]);
  });

  it('lays props over an existing block (the original form)', () => {
    const { definition, problems } = apply({ beta: { title: { text: 'Ny tittel' } } });
    expect(problems).toEqual([]);
    expect(definition?.blocks.find((block) => block.id === 'title')?.props).toMatchObject({
      text: 'Ny tittel',
      lead: expect.any(String),
    });
  });

  it('adds a block the page definition lacks at its place, between the existing ones', () => {
    const { problems } = apply({
      beta: {
        varsel: {
          component: 'content',
          place: { row: 1, column: 0, order: 0.5 },
          props: { html: '<p>Stengt i jula</p>' },
        },
        title: { place: { row: 1, column: 0, order: 0 } },
      },
    });
    expect(problems).toEqual([
      {
        entry: "platform block-data 'beta'",
        field: 'varsel.place.order',
        message: expect.stringContaining('ignored'),
      },
    ]);
    const added = apply({
      beta: {
        varsel: {
          component: 'content',
          place: { row: 1, column: 0, order: 1 },
          props: { html: '<p>Stengt i jula</p>' },
        },
        info: { place: { row: 1, column: 0, order: 2 } },
      },
    });
    expect(added.problems).toEqual([]);
    expect(added.definition?.blocks.find((block) => block.id === 'varsel')?.props).toEqual({
      html: '<p>Stengt i jula</p>',
    });
    expect(layout(added.definition)).toEqual([
      [[]],
      [['title', 'varsel', 'info'], ['quick-links']],
    ]);
  });

  it('orders and moves existing blocks by their new place, and hides one', () => {
    const { definition, problems } = apply({
      beta: {
        'quick-links': { place: { row: 0, column: 0, order: 0 } },
        info: { place: { row: 1, column: 0, order: -1 } },
        title: { hide: true },
      },
    });
    expect(problems).toEqual([]);
    expect(layout(definition)).toEqual([[['quick-links']], [['info'], []]]);
  });

  it('names an unknown component, a place outside the template and invalid props, ignores them and builds the rest', () => {
    const { definition, problems } = apply({
      beta: {
        karusell: { component: 'carousel3d', place: { row: 1, column: 0, order: 5 } },
        utenfor: {
          component: 'content',
          place: { row: 4, column: 0, order: 0 },
          props: { html: '<p>x</p>' },
        },
        tom: { component: 'content', place: { row: 1, column: 1, order: 1 }, props: { html: '' } },
        title: { text: '' },
        ny: { text: 'uten component' },
        halv: { component: 'content' },
        god: {
          component: 'title',
          place: { row: 0, column: 0, order: 0 },
          props: { text: 'Velkommen' },
        },
      },
    });
    expect(problems.map(({ entry, field }) => `${entry} ${field}`)).toEqual([
      "platform block-data 'beta' karusell.component",
      "platform block-data 'beta' utenfor.place.row",
      "platform block-data 'beta' tom.props.html",
      "platform block-data 'beta' title.props.text",
      "platform block-data 'beta' ny",
      "platform block-data 'beta' halv.place",
    ]);
    expect(problems[0]?.message).toBe("names the unknown component 'carousel3d'; ignored");
    expect(layout(definition)).toEqual([[['god']], [['title', 'info'], ['quick-links']]]);
    expect(definition?.blocks.find((block) => block.id === 'title')).toEqual(beta.blocks[0]);
  });

  it('refuses to change the component of an existing block and a misspelt key', () => {
    const { problems, definition } = apply({
      beta: {
        title: { component: 'content', place: { row: 1, column: 0, order: 0 } },
        info: { place: { row: 1, column: 0, order: 3 }, plase: 1 },
      },
    });
    expect(problems.map(({ field }) => field)).toEqual(['title.component', 'info']);
    expect(definition).toEqual(beta);
  });

  it('reports block data for a page definition that does not exist', () => {
    const { problems } = apply({ ukjent: { blokk: { text: 'x' } } });
    expect(problems).toEqual([
      {
        entry: "platform block-data 'ukjent'",
        field: 'blokk',
        message: "matches no page definition 'ukjent'; ignored",
      },
    ]);
  });
});
