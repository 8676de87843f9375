import type { PlatformConfig } from '@/lib/config';
import type { ContentProblem, ContentSource, LoadedContent } from '../content-source';
import { checkReferences } from '../references';
import { applyBlockData } from './block-data';
import { platformError } from './client';
import { chooseSite, dataService } from './data-service';
import { managementService, type ManagementOptions } from './management-service';
import { toArticles, toProgramme } from './reshape';

/** Options of the platform source: per-request timeout (ms) and the token cache's clock (epoch ms). */
export type PlatformOptions = ManagementOptions;

/**
 * Problems about the embedded articles, productions and schedule, which this source replaces:
 * they no longer concern the build (the reference check runs again over the combined content).
 */
const isReplacedProblem = ({ entry }: ContentProblem): boolean =>
  [
    'content/articles/',
    'content/productions/',
    'content/schedule.json',
    "article '",
    "production '",
    "event '",
  ].some((prefix) => entry.startsWith(prefix));

/**
 * The platform content source (docs/architecture.md, Content sources: `platform`; docs/product.md, Outside services): site config, menus, footer,
 * page definitions and redirects from `base`, the local source; productions and events from the
 * data service (`GET sites`, then `GET sites/{siteId}/events` of the site whose `Id` is the site
 * config's id, else the first); articles and block data from the management service
 * (`GET site/{siteId}/article?stable=1`, `GET site/{siteId}/block-data?stable=1`), the block data
 * laid over the local page definitions. Bad entries become problems naming the entry and field and
 * are left out; the shared reference checks then run over the combined content.
 * @throws ContentSourceError('platform', …) when a service or the identity provider fails (timeout,
 *   non-2xx, invalid answer) or the account has no site; whatever `base` throws.
 */
export function platformContentSource(
  config: PlatformConfig,
  base: ContentSource,
  options: PlatformOptions = {},
): ContentSource {
  const data = dataService(config, options);
  const management = managementService(config, options);
  return {
    name: 'platform',
    async load({ now }): Promise<LoadedContent> {
      const [local, sites] = await Promise.all([base.load({ now }), data.sites()]);
      const site = chooseSite(sites, local.content.site.id);
      if (!site) throw platformError('data service GET sites: the account has no site');
      const [events, articles, blockData] = await Promise.all([
        data.events(site.Id),
        management.articles(site.Id),
        management.blockData(site.Id),
      ]);
      const problems = local.problems.filter((problem) => !isReplacedProblem(problem));
      const programme = toProgramme(events, problems);
      const checked = checkReferences(
        {
          ...local.content,
          ...programme,
          articles: toArticles(articles, problems),
          definitions: applyBlockData(local.content.definitions, blockData, problems),
        },
        problems,
      );
      return { ...checked, filmclub: local.filmclub };
    },
  };
}
