import { edgeFilesStep } from '../deploy/edge-step';
import { calendarFilesStep } from './calendar-files';
import { feedsStep } from './feeds';
import { nginxConfigStep } from './nginx-config';
import { programmeShowingsStep } from './programme-showings';
import { searchIndexStep } from './search-index';
import { securityHeadersStep } from './security-headers';
import { serviceWorkerStep } from './service-worker';
import { shareImagesStep } from './share-images';
import type { PostExportContext, PostExportStep } from './step';

/**
 * The steps in order. Steps that rewrite HTML come before steps that read it (the pages' policies
 * with the hashes of their inline scripts, the service worker); pre-compression runs after all of
 * them (pipeline/build-site.ts).
 */
export const POST_EXPORT_STEPS: readonly PostExportStep[] = [
  // Files the pages link to, made from the content like the pages; before any step that lists files.
  calendarFilesStep,
  // Reads the calendar files: the subscribable calendars hold the same VEVENTs.
  feedsStep,
  searchIndexStep,
  programmeShowingsStep,
  shareImagesStep,
  // Each page's meta policy hashes its finished inline scripts: after every step that writes HTML.
  securityHeadersStep,
  // The service worker precaches the final files, so it follows any step that writes assets or pages.
  serviceWorkerStep,
  nginxConfigStep,
  // _headers, _redirects and the CloudFront files, from the same manifest and tables as the nginx config.
  edgeFilesStep,
];

/**
 * Runs every post-export step in order (in a preview build only those marked `preview`), logging
 * each one's duration. @throws the first step's error.
 */
export async function runPostExportSteps(
  context: PostExportContext,
  { preview = false }: { preview?: boolean } = {},
): Promise<void> {
  for (const step of POST_EXPORT_STEPS.filter((candidate) => !preview || candidate.preview)) {
    const started = Date.now();
    try {
      await step.run(context);
    } catch (error) {
      throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.log(`  ${step.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
