import type { FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';

/** A problem with one content entry that was left out of the build (docs/product.md, Quality rules). */
export interface ContentProblem {
  /** A file path or an entry id, e.g. `content/articles/x.json`. */
  entry: string;
  /** A dot/bracket path, e.g. `blocks[2].data.productions`. */
  field: string;
  /** In English, for the build log. */
  message: string;
  /** The zod issue code, from which problem-text.ts words the Norwegian reason. */
  code?: string;
  /** Absent: the embedded files. */
  source?: 'local' | 'contentful' | 'platform';
  id?: string;
  contentType?: string;
  title?: string;
  /** Only a part of the entry was left out, so the problem takes no page away. */
  kept?: true;
}

export interface CheckedContent {
  content: ContentSet;
  problems: ContentProblem[];
}

/** The checked content and the build's film club (`filmclubOf`), null when it has none. */
export interface LoadedContent extends CheckedContent {
  filmclub: FilmclubConfig | null;
}

/** A provider of the site's content; `load` throws ContentSourceError when it fails as a whole, bad entries go to `problems`. */
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
