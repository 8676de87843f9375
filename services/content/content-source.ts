import type { FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';

/** A problem with one content entry that was left out of the build (docs/product.md, Quality rules). */
export interface ContentProblem {
  /** The entry: a file path or an entry id, e.g. `content/articles/x.json`. */
  entry: string;
  /** The field, as a dot/bracket path, e.g. `blocks[2].data.productions`. */
  field: string;
  /** What is wrong, in English, for the build log (`formatProblem`). */
  message: string;
  /** The zod issue code (`invalid_type`, `too_small`, …) when a schema found the problem; the Norwegian reason reads it (problem-text.ts). */
  code?: string;
  /** Where the entry comes from; absent: the embedded files. */
  source?: 'local' | 'contentful' | 'platform';
  /** The entry's id in its source (Contentful `sys.id`). */
  id?: string;
  /** The entry's content type in its source (`article`, `pageDefinition`, `menuItem`, `footerSection`). */
  contentType?: string;
  /** The entry's title, when it has one, so an editor recognises it. */
  title?: string;
  /**
   * The entry itself stays in the build: only a part of it was left out (a block, a reference) or a
   * fallback is shown. Such a problem takes no page away (pipeline/lost-pages.ts).
   */
  kept?: true;
}

/** Content that passed validation and the problems left out. */
export interface CheckedContent {
  content: ContentSet;
  problems: ContentProblem[];
}

/**
 * What a content source delivers: the checked content and the film club of the build, decided
 * once where the site config is read (the local source, `filmclubOf` of lib/config/filmclub.ts);
 * null when the build has none.
 */
export interface LoadedContent extends CheckedContent {
  filmclub: FilmclubConfig | null;
}

/**
 * One provider of the site's content (docs/architecture.md, Content sources: `ContentSource`): local files, Contentful or
 * the platform services. `load` throws when the source fails as a whole (unreachable, 5xx,
 * invalid payload); single bad entries are reported in `problems` and left out.
 */
export interface ContentSource {
  readonly name: string;
  load(options: { now: Date }): Promise<LoadedContent>;
}

/** Thrown when a content source fails as a whole: the build must stop, never publish empty data. */
export class ContentSourceError extends Error {
  constructor(source: string, detail: string) {
    super(`content source '${source}' failed: ${detail}`);
    this.name = 'ContentSourceError';
  }
}
