import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filterValuesOf, type EntityModel, type FilterValues, type PageRoute } from '@/engine';
import type { BuildConfig, FilmclubConfig } from '@/lib/config';
import type { ContentSet } from '@/lib/schemas';

/**
 * What a build keeps about itself for the next incremental rebuild (docs/architecture.md,
 * Incremental rebuilds), in its own folder. A dot file: never served, deployed or listed
 * (as `.content-problems.json`, pipeline/problems-file.ts).
 */
export const BUILD_RECORD_FILE = '.build-record.json';

/** Bump when the record's meaning changes: a record of another version forces a full build. */
export const BUILD_RECORD_VERSION = 1;

/** What every page shows or is built with besides its entities: a change of any forces a full build. */
export const SHARED_PARTS = {
  site: 'site settings',
  menu: 'menus',
  footer: 'footer',
  redirects: 'redirects',
  definitions: 'page definitions',
  filmclub: 'film club',
  config: 'build configuration',
} as const;
export type SharedPart = keyof typeof SHARED_PARTS;

/** One entity of a build: the hash of its loaded JSON and what the filters read of it. */
export interface EntityRecord {
  hash: string;
  values: FilterValues;
}

export interface BuildRecord {
  version: number;
  /** The compiled code's fingerprint with the film-club switch (pipeline/compiled-code.ts). */
  fingerprint: string;
  /** Next's build id of the compile the pages were generated from (`.next/BUILD_ID`): it is in every page. */
  buildId: string;
  /** The build clock, ISO 8601. */
  clock: string;
  /** SHA-256 of each shared part's JSON. */
  shared: Record<SharedPart, string>;
  /** Every entity by model and id. */
  entities: Record<EntityModel, Record<string, EntityRecord>>;
  /** Every page path with the id of the definition that answers it. */
  pages: Record<string, string>;
}

const sha256 = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** The entities' part of a record: each one's hash (SHA-1 of its JSON as loaded: denormalised fields count) and filter values. */
function entitiesOf(content: ContentSet): BuildRecord['entities'] {
  const values = filterValuesOf(content);
  const of = (model: EntityModel, list: readonly { id: string }[]) =>
    Object.fromEntries(
      list.map((entity) => [
        entity.id,
        {
          hash: createHash('sha1').update(JSON.stringify(entity)).digest('base64url'),
          values: values[model].get(entity.id) ?? {},
        },
      ]),
    );
  return {
    production: of('production', content.productions),
    event: of('event', content.events),
    article: of('article', content.articles),
  };
}

/**
 * The record of a build of `content` (everything but `buildId`, known once Next ran).
 * `build`'s clock is recorded apart; the rest of the configuration is a shared part.
 */
export function recordOf({
  content,
  build,
  filmclub,
  fingerprint,
  routes,
}: {
  content: ContentSet;
  build: BuildConfig & { clock: Date };
  filmclub: FilmclubConfig | null;
  fingerprint: string;
  routes: ReadonlyMap<string, PageRoute>;
}): Omit<BuildRecord, 'buildId'> {
  const { clock, ...config } = build;
  return {
    version: BUILD_RECORD_VERSION,
    fingerprint,
    clock: clock.toISOString(),
    shared: {
      site: sha256(content.site),
      menu: sha256(content.menu),
      footer: sha256(content.footer),
      redirects: sha256(content.redirects),
      definitions: sha256(content.definitions),
      filmclub: sha256(filmclub),
      config: sha256(config),
    },
    entities: entitiesOf(content),
    pages: Object.fromEntries([...routes].map(([page, route]) => [page, route.definition])),
  };
}

/** Writes `<buildDir>/.build-record.json` (a temporary file, then a rename). */
export async function writeBuildRecord(buildDir: string, record: BuildRecord): Promise<void> {
  const file = path.join(buildDir, BUILD_RECORD_FILE);
  await writeFile(`${file}.tmp`, JSON.stringify(record));
  await rename(`${file}.tmp`, file);
}

/** The record of the build in `buildDir` (a folder or a link to one); null when it has none, of this version, that reads. */
export async function readBuildRecord(buildDir: string): Promise<BuildRecord | null> {
  try {
    const record = JSON.parse(
      await readFile(path.join(buildDir, BUILD_RECORD_FILE), 'utf8'),
    ) as BuildRecord;
    return record.version === BUILD_RECORD_VERSION ? record : null;
  } catch {
    return null;
  }
}
