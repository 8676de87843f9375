import type { ContentfulConfig } from '@/lib/config';
import type { Article, ContentSet } from '@/lib/schemas';
import type { ContentProblem, ContentSource, LoadedContent } from '../content-source';
import { checkReferences } from '../references';
import { entryFetcher, type FetchOptions } from './fetch-entries';
import { toArticle } from './reshape';
import { applyProductionTexts, PRODUCTION_TEXT_TYPE } from './reshape-production-text';
import { STRUCTURE_TYPES, toFooterSection, toMenuItems, toPageDefinition } from './reshape-site';
import { applySiteSettings, SITE_SETTINGS_TYPE } from './reshape-site-settings';

/** Problems of the embedded articles, which this source replaces. */
const isLocalArticleProblem = (problem: ContentProblem): boolean =>
  problem.entry.startsWith('content/articles/') || problem.entry.startsWith("article '");

/** The name problems give a Contentful entry (reshape.ts `entryName`). */
const CONTENTFUL_ENTRY = /^contentful (\w+) '(.+)'$/;

/** Adds the source, content type, id and title the editors' status page shows (`titles`: `sys.id` → title). */
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

// The other embedded definitions stay, so an editor can move one page at a time into the CMS.
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
 * The space's content over `base`; a menu or footer replaces the embedded one only with at least
 * one valid entry. @throws ContentSourceError when the space fails, and whatever `base` throws.
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
