import type { PlatformConfig } from '@/lib/config';
import type { ContentProblem, ContentSource, LoadedContent } from '../content-source';
import { checkReferences } from '../references';
import { applyBlockData } from './block-data';
import { platformError } from './client';
import { chooseSite, dataService } from './data-service';
import { managementService, type ManagementOptions } from './management-service';
import { toArticles, toProgramme } from './reshape';

export type PlatformOptions = ManagementOptions;

/** Problems of the embedded content this source replaces (the reference check runs again). */
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
 * The platform content source (docs/architecture.md, Content sources): productions and events from
 * the data service, articles and block data from the management service, the rest from `base`.
 * @throws ContentSourceError when a service fails or the account has no site; whatever `base` throws.
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
