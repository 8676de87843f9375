import type { ContentSet } from '@/lib/schemas';
import { nginxConfigStep } from './nginx-config';
import { searchIndexStep } from './search-index';
import { securityHeadersStep } from './security-headers';
import { serviceWorkerStep } from './service-worker';

/** What a post-export step gets: the exported folder and the content it was built from. */
export interface PostExportContext {
  /** The project root (where `node_modules/` is). */
  root: string;
  /** The exported site folder, already holding every page and redirect page: the fresh build folder (`out.builds/<epoch ms>`). */
  outDir: string;
  /** The site folder the build is swapped into when it succeeded (`out`, SITE_DIR; scripts/site-folders.ts); default `outDir`. */
  siteDir?: string;
  /** The validated content the pages were built from. */
  content: ContentSet;
}

/** One step run on the exported site after `next build`, before pre-compression. */
export interface PostExportStep {
  /** Short name for the build log, e.g. `search index`. */
  name: string;
  /** Runs the step. @throws Error to fail the build (the live site is then left as it was). */
  run(context: PostExportContext): Promise<void>;
}

/**
 * The steps in order. Steps that rewrite HTML come before steps that read it (hashes of inline
 * scripts, server/nginx headers); pre-compression runs after all of them (scripts/build-site.ts).
 */
export const POST_EXPORT_STEPS: readonly PostExportStep[] = [
  searchIndexStep,
  // The service worker precaches the final files, so it follows any step that writes assets.
  serviceWorkerStep,
  // Hashes of inline scripts and the nginx config read the finished HTML.
  securityHeadersStep,
  nginxConfigStep,
];

/** Runs every post-export step in order, logging each one's duration. @throws the first step's error. */
export async function runPostExportSteps(context: PostExportContext): Promise<void> {
  for (const step of POST_EXPORT_STEPS) {
    const started = Date.now();
    try {
      await step.run(context);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.log(`  ${step.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
