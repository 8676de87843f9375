import { FALLBACK_TYPE_LABEL, productionTypeOf } from '@/lib/production-types';
import type { ContentSet, PageDefinition } from '@/lib/schemas';
import { checkArticleProductions } from './article-dates';
import type { ContentProblem, CheckedContent } from './content-source';

function uniqueBy<T>(
  items: T[],
  key: (item: T) => string,
  describe: (item: T) => { entry: string; field: string },
  problems: ContentProblem[],
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item);
    if (!seen.has(value)) {
      seen.add(value);
      return true;
    }
    problems.push({
      ...describe(item),
      message: `duplicates '${value}' of another entry; this one is left out`,
    });
    return false;
  });
}

/** A search block's main pages that no static page definition answers: reported; search leaves them out. */
function checkMainPages(definitions: readonly PageDefinition[], problems: ContentProblem[]): void {
  const paths = new Set(definitions.map((definition) => definition.path));
  for (const definition of definitions)
    definition.blocks.forEach((block, index) => {
      if (block.component !== 'search') return;
      for (const [position, path] of block.props.mainPages.entries())
        if (!paths.has(path))
          problems.push({
            entry: `page definition '${definition.id}'`,
            field: `blocks[${index}].props.mainPages[${position}]`,
            message: `'${path}' is no page of the site; search does not offer it`,
            kept: true,
          });
    });
}

/**
 * The cross-entry checks of every content source (docs/product.md, Quality rules): offending
 * entries are reported and left out. A production type without a label is reported but kept, with
 * the neutral `FALLBACK_TYPE_LABEL`, so the type code never reaches a page.
 */
export function checkReferences(content: ContentSet, problems: ContentProblem[]): CheckedContent {
  const articles = uniqueBy(
    content.articles,
    (article) => article.slug,
    (article) => ({ entry: `article '${article.id}'`, field: 'slug' }),
    problems,
  );
  const productions = uniqueBy(
    content.productions,
    (production) => production.pageReference,
    (production) => ({ entry: `production '${production.id}'`, field: 'pageReference' }),
    problems,
  );
  const definitions = uniqueBy(
    content.definitions,
    (definition) => definition.path,
    (definition) => ({ entry: `page definition '${definition.id}'`, field: 'path' }),
    problems,
  );
  checkMainPages(definitions, problems);
  const menuIds = new Set(content.menu.map((item) => item.id));
  const linked = definitions.map((definition) => ({
    ...definition,
    blocks: definition.blocks.filter((block, index) => {
      if (block.component !== 'subscribe' || menuIds.has(block.props.menuItem)) return true;
      problems.push({
        entry: `page definition '${definition.id}'`,
        field: `blocks[${index}].props.menuItem`,
        message: `refers to unknown menu item '${block.props.menuItem}'; the block is left out`,
        kept: true,
      });
      return false;
    }),
  }));
  for (const production of productions) {
    if (productionTypeOf(content.site, production)) continue;
    problems.push({
      entry: `production '${production.id}'`,
      field: 'typeText',
      message: `'${production.typeText}' has no display label in site.productionTypes (content/site.json); it is shown as '${FALLBACK_TYPE_LABEL[production.object]}'`,
      kept: true,
    });
  }
  const references = new Set(productions.map((production) => production.pageReference));
  const events = content.events.filter((event) => {
    if (references.has(event.production.pageReference)) return true;
    problems.push({
      entry: `event '${event.id}'`,
      field: 'production.pageReference',
      message: `refers to unknown production '${event.production.pageReference}'; the event is left out`,
    });
    return false;
  });
  const checked = checkArticleProductions(articles, productions, events, problems);
  return {
    content: { ...content, articles: checked, productions, definitions: linked, events },
    problems,
  };
}
