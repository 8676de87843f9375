import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageDefinitionSchema } from '@/lib/schemas';
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

describe('content references: search main pages', () => {
  const definition = (name: string) =>
    pageDefinitionSchema.parse(
      JSON.parse(
        readFileSync(path.resolve(__dirname, `../../page-definitions/${name}.json`), 'utf8'),
      ),
    );

  it('names a main page of the search block that is no page of the site, and keeps the rest', () => {
    const search = definition('search');
    const blocks = search.blocks.map((block) =>
      block.component === 'search'
        ? { ...block, props: { ...block.props, mainPages: ['/kinoprogram', '/finnes-ikke'] } }
        : block,
    );
    const index = blocks.findIndex((block) => block.component === 'search');
    expect(index).toBeGreaterThanOrEqual(0);
    const problems: ContentProblem[] = [];
    checkReferences(
      contentSet({ definitions: [{ ...search, blocks }, definition('kinoprogram')] }),
      problems,
    );
    expect(problems).toEqual([
      {
        entry: "page definition 'search'",
        field: `blocks[${index}].props.mainPages[1]`,
        message: "'/finnes-ikke' is no page of the site; search does not offer it",
        kept: true,
      },
    ]);
  });
});
