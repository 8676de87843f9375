import type { ContentfulConfig } from '@/lib/env';
import type { Article } from '@/lib/schemas';
import type { ContentProblem, ContentSource, LoadedContent } from '../content-source';
import { checkReferences } from '../references';
import { fetchArticleEntries, type FetchOptions } from './fetch-entries';
import { toArticle } from './reshape';

/** Problems about the embedded articles, which this source replaces: they no longer concern the build. */
const isLocalArticleProblem = (problem: ContentProblem): boolean => problem.entry.startsWith('content/articles/') || problem.entry.startsWith("article '");

/**
 * The Contentful content source (DESIGN.md §1 `contentful`): the articles come from the
 * Contentful space of `config` (content type `article`, locale `nb`); everything else (site,
 * menus, footer, page definitions, productions, events, redirects) from `base`, the local source.
 * Bad entries become problems `{ entry: "contentful article '<sys.id>'", field, message }` and are
 * left out; the shared reference checks then run over the combined content.
 * @throws ContentSourceError('contentful', …) when the space fails as a whole (see `fetchArticleEntries`),
 *   and whatever `base` throws.
 */
export function contentfulContentSource(config: ContentfulConfig, base: ContentSource, options: FetchOptions = {}): ContentSource {
  return {
    name: 'contentful',
    async load({ now }): Promise<LoadedContent> {
      const [local, entries] = await Promise.all([base.load({ now }), fetchArticleEntries(config, options)]);
      const problems = local.problems.filter((problem) => !isLocalArticleProblem(problem));
      const articles = entries.map((entry) => toArticle(entry, problems)).filter((article): article is Article => article !== undefined);
      return checkReferences({ ...local.content, articles }, problems);
    },
  };
}
