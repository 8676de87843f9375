import path from 'node:path';
import { createSiteServer, loadLiveSite } from '../app';
import type { RebuildSecrets } from './auth';
import { createRebuilder } from './rebuilder';
import { rebuildRoutes } from './routes';
import { pointLink } from '@/pipeline/site-link';
import { writeTinySite, temporaryFolder } from '@/tests/tiny-site';
import type { RebuilderOptions } from './types';

/**
 * A site server in a temporary project folder, serving `site-current` → `out/` (front page
 * "Gammel side"), with the rebuild routes and a rebuilder using `build`.
 */
export async function siteWithRebuild(
  secrets: RebuildSecrets,
  build: RebuilderOptions['build'],
  extra: Partial<RebuilderOptions> = {},
) {
  const root = await temporaryFolder('rebuild');
  await writeTinySite(path.join(root, 'out'), 'Gammel side');
  const link = path.join(root, 'site-current');
  await pointLink(link, path.join(root, 'out'));
  const site = await loadLiveSite(link);
  const quiet = { info: () => {}, error: () => {} };
  const rebuilder = createRebuilder({
    build,
    link,
    buildsDir: root,
    beforeSwap: (dir) => site.prepare(dir),
    log: quiet,
    ...extra,
  });
  const app = await createSiteServer({ root: link, redirects: [], site });
  await app.register(rebuildRoutes, { secrets, rebuilder });
  return { app, root, link, rebuilder };
}
