import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readSecurityManifest } from '@/policy/security-headers';
import { listFiles } from '../postbuild';
import type { PostExportStep } from '../post-export/step';
import {
  renderCloudFrontFunction,
  renderCloudFrontPolicy,
  renderHeadersFile,
  renderRedirectsFile,
} from './edge-files';

/** The hidden folder of the build (never served, never deployed) with the files for the deploy and CloudFront. */
export const EDGE_FOLDER = '.edge';
/** The redirect table the build was made with, for the deploy's redirect objects (pipeline/deploy/plan.ts). */
export const REDIRECTS_FILE = path.join(EDGE_FOLDER, 'redirects.json');

/**
 * Post-export step (after the security headers): writes `_headers` and `_redirects` into the site
 * (Netlify and Cloudflare Pages read them from the folder they publish) and, in `.edge/`, the
 * redirect table, a CloudFront response headers policy and its viewer-response function.
 */
export const edgeFilesStep: PostExportStep = {
  name: 'edge headers and redirects',
  async run({ outDir, content }) {
    const security = await readSecurityManifest(outDir);
    const pages = (await listFiles(outDir))
      .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
      .filter((file) => file.endsWith('.html') && !file.startsWith('.'));
    await mkdir(path.join(outDir, EDGE_FOLDER), { recursive: true });
    await Promise.all([
      writeFile(
        path.join(outDir, '_headers'),
        renderHeadersFile(security, pages, content.redirects),
      ),
      writeFile(path.join(outDir, '_redirects'), renderRedirectsFile(content.redirects)),
      writeFile(
        path.join(outDir, REDIRECTS_FILE),
        `${JSON.stringify(content.redirects, null, 1)}\n`,
      ),
      writeFile(
        path.join(outDir, EDGE_FOLDER, 'cloudfront-response-headers-policy.json'),
        `${JSON.stringify(renderCloudFrontPolicy(), null, 2)}\n`,
      ),
      writeFile(
        path.join(outDir, EDGE_FOLDER, 'cloudfront-viewer-response.js'),
        renderCloudFrontFunction(security),
      ),
    ]);
  },
};
