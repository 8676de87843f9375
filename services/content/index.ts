import path from 'node:path';
import { debuglog } from 'node:util';
import { collectGarbage } from '@/lib/collect-garbage';
import type { BuildConfig } from '@/lib/config';
import { processMemo } from '@/lib/process-memo';
import type { ContentSource, LoadedContent } from './content-source';
import { localContentSource } from './local/local-source';
import { contentfulContentSource } from './contentful/contentful-source';
import { platformContentSource } from './platform/platform-source';

export {
  ContentSourceError,
  type CheckedContent,
  type ContentProblem,
  type ContentSource,
  type LoadedContent,
} from './content-source';
export { formatProblem } from './validation';
export { contentTypeName, fieldName, norwegianProblem, norwegianReason } from './problem-text';
export { localContentSource } from './local/local-source';

/** The content source CONTENT_SOURCE chooses; `root` defaults to CONTENT_ROOT, else the working folder. */
export function contentSource(build: BuildConfig, root?: string): ContentSource {
  root ??= build.contentRoot ?? process.cwd();
  const local = localContentSource(path.resolve(root), { filmclub: build.filmclub });
  switch (build.source.kind) {
    case 'local':
      return local;
    case 'contentful':
      return contentfulContentSource(build.source.contentful, local);
    case 'platform':
      return platformContentSource(build.source.platform, local);
  }
}

export type SiteContent = LoadedContent & { now: Date };

/** NODE_DEBUG=kulturhuset-content logs each content load. */
const logLoad = debuglog('kulturhuset-content');

/** Keyed by the build configuration as JSON: equal configurations share it. */
const latest = processMemo('kulturhuset.content.latest', () => ({
  build: undefined as string | undefined,
  content: undefined as Promise<SiteContent> | undefined,
}));

/** Loaded once per process and build configuration. @throws ContentSourceError when the source fails. */
export function loadSiteContent(build: BuildConfig): Promise<SiteContent> {
  const key = JSON.stringify(build);
  if (latest.build !== key || !latest.content) {
    const now = build.clock ?? new Date();
    logLoad(`content loaded in process ${process.pid}`);
    latest.build = key;
    latest.content = contentSource(build)
      .load({ now })
      .then((loaded) => {
        // The load's temporaries go back now, not after the build (lib/collect-garbage.ts).
        collectGarbage();
        return { ...loaded, now };
      });
  }
  return latest.content;
}
