import type { ContentfulConfig } from '@/lib/config';
import type { Article, ContentSet } from '@/lib/schemas';
import type { ContentProblem, ContentSource, LoadedContent } from '../content-source';
import { checkReferences } from '../references';
import { entryFetcher, type FetchOptions } from './fetch-entries';
import { toArticle } from './reshape';
import { applyProductionTexts, PRODUCTION_TEXT_TYPE } from './reshape-production-text';
import { STRUCTURE_TYPES, toFooterSection, toMenuItems, toPageDefinition } from './reshape-site';
import { applySiteSettings, SITE_SETTINGS_TYPE } from './reshape-site-settings';

/** Problems about the embedded articles, which this source replaces: they no longer concern the build. */
const isLocalArticleProblem = (problem: ContentProblem): boolean =>
  problem.entry.startsWith('content/articles/') || problem.entry.startsWith("article '");

/** `contentful <type> '<sys.id>'`, the name problems give a Contentful entry (reshape.ts `entryName`). */
const CONTENTFUL_ENTRY = /^contentful (\w+) '(.+)'$/;

/**
 * Adds what the editors' status page shows to each problem of an entry of the space: its source,
 * content type, id and title (docs/editors.md). `titles` maps `sys.id` to the entry's title field.
 */
function describeProblems(
  problems: ContentProblem[],
  titles: ReadonlyMap<string, string>,
): ContentProblem[] {
  return problems.map((problem) => {
    const match = CONTENTFUL_ENTRY.exec(problem.entry);
    if (!match) return problem;
    const [, contentType, id = ''] = match;
    const title = titles.get(id);
    return { ...problem, source: 'contentful', contentType, id, ...(title ? { title } : {}) };
  });
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Page definitions from the space replace the embedded ones with the same path or id; the other
 * embedded definitions (and the member screens of a film-club build) stay, so an editor can move
 * one page at a time into the CMS.
 */
function mergeDefinitions(
  local: ContentSet['definitions'],
  fromSpace: ContentSet['definitions'],
): ContentSet['definitions'] {
  const paths = new Set(fromSpace.map((definition) => definition.path));
  const ids = new Set(fromSpace.map((definition) => definition.id));
  return [
    ...local.filter((definition) => !paths.has(definition.path) && !ids.has(definition.id)),
    ...fromSpace,
  ];
}

/**
 * The Contentful content source (docs/architecture.md, Content sources: `contentful`, issue 5): from the space of `config`,
 * in its locale `config.locale` (CONTENTFUL_LOCALE, e.g. `nb` or `nb-NO`):
 * - the articles (content type `article`), which replace the embedded ones;
 * - if the space defines them (its content types list them), page definitions (`pageDefinition`,
 *   replacing embedded ones with the same path or id), the menu (`menuItem`) and the footer
 *   (`footerSection`); a menu or footer replaces the embedded one only when the space holds at
 *   least one valid entry of it, so an empty or broken set never publishes a site without one;
 * - if the space defines them, the site settings (`siteSettings`, laid over `content/site.json`)
 *   and the productions' editorial texts (`productionText`, laid over the programme's productions).
 * Everything else (the rest of the site config, productions' facts, events, redirects) comes from
 * `base`, the local source. Every request asks for `config.locale`, so links and assets resolved
 * from `includes` are in that locale too.
 * Bad entries become problems `{ entry: "contentful <type> '<sys.id>'", field, message }` and are
 * left out; the shared reference checks then run over the combined content.
 * @throws ContentSourceError('contentful', …) when the space fails as a whole (see `entryFetcher`),
 *   and whatever `base` throws.
 */
export function contentfulContentSource(
  config: ContentfulConfig,
  base: ContentSource,
  options: FetchOptions = {},
): ContentSource {
  return {
    name: 'contentful',
    async load({ now }): Promise<LoadedContent> {
      const fetcher = entryFetcher(config, options);
      const entriesIfDefined = async (types: Set<string>, contentType: string) =>
        types.has(contentType) ? fetcher.entries(contentType) : undefined;
      const [local, articleEntries, structure] = await Promise.all([
        base.load({ now }),
        fetcher.entries('article'),
        fetcher
          .contentTypeIds()
          .then((types) =>
            Promise.all([
              entriesIfDefined(types, STRUCTURE_TYPES.definition),
              entriesIfDefined(types, STRUCTURE_TYPES.menuItem),
              entriesIfDefined(types, STRUCTURE_TYPES.footerSection),
              entriesIfDefined(types, SITE_SETTINGS_TYPE),
              entriesIfDefined(types, PRODUCTION_TEXT_TYPE),
            ]),
          ),
      ]);
      const [definitionEntries, menuEntries, footerEntries, settingsEntries, textEntries] =
        structure;
      const problems = local.problems.filter((problem) => !isLocalArticleProblem(problem));
      const articles = articleEntries
        .map((entry) => toArticle(entry, problems))
        .filter((article): article is Article => article !== undefined);
      const definitions = definitionEntries
        ? mergeDefinitions(
            local.content.definitions,
            definitionEntries.map((entry) => toPageDefinition(entry, problems)).filter(defined),
          )
        : local.content.definitions;
      const menu = menuEntries ? toMenuItems(menuEntries, problems) : [];
      const footer = footerEntries
        ? footerEntries.map((entry) => toFooterSection(entry, problems)).filter(defined)
        : [];
      const site = settingsEntries
        ? applySiteSettings(local.content.site, settingsEntries, problems)
        : local.content.site;
      const productions = textEntries
        ? applyProductionTexts(local.content.productions, textEntries, problems)
        : local.content.productions;
      const checked = checkReferences(
        {
          ...local.content,
          site,
          productions,
          articles,
          definitions,
          menu: menu.length > 0 ? menu : local.content.menu,
          footer: footer.length > 0 ? footer : local.content.footer,
        },
        problems,
      );
      const titles = new Map(
        [
          ...articleEntries,
          ...(definitionEntries ?? []),
          ...(menuEntries ?? []),
          ...(footerEntries ?? []),
        ].flatMap(({ sys, fields }) =>
          typeof fields.title === 'string' && fields.title.trim()
            ? [[sys.id, fields.title.trim()] as const]
            : [],
        ),
      );
      return {
        ...checked,
        problems: describeProblems(checked.problems, titles),
        filmclub: local.filmclub,
      };
    },
  };
}
