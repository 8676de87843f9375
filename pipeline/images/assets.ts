/**
 * Asset collection of `npm run images`: every image reference (an object with a `url` under
 * /images/ and numeric width/height) in content/productions, content/articles and
 * page-definitions, with what it belongs to (classify.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeEntity, type Kind, type Motif } from './classify';
import type { PlannedPoster } from './poster-plan';
import { isObject, str, type Json, type JsonObject } from './json';

/** One image to draw: where it is referenced, its size and focal point, and what it shows. */
export interface AssetRef {
  url: string;
  type: string;
  alt: string;
  width: number;
  height: number;
  focal: { x: number; y: number };
  title: string;
  kind: Kind;
  motif: Motif;
  label: string;
  file: string;
  /** A production's type label, genres and catalogue number (empty for the rest): what its poster's scene is drawn from. */
  typeText: string;
  genres: string[];
  order: string;
  /** A production poster's planned scene (poster-plan.ts), set by `npm run images` before drawing. */
  planned?: PlannedPoster;
}

/** The content folders read, the entity they hold, and the folder under public/images/ they own. */
export const SOURCE_DIRS: ReadonlyArray<{
  dir: string;
  entity: 'production' | 'article' | 'page';
  cleans: string;
}> = [
  { dir: 'content/productions', entity: 'production', cleans: 'productions' },
  { dir: 'content/articles', entity: 'article', cleans: 'articles' },
  { dir: 'page-definitions', entity: 'page', cleans: 'pages' },
];

// Reading the content.

function walkAssets(value: Json, visit: (asset: JsonObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkAssets(item, visit);
    return;
  }
  if (!isObject(value)) return;
  const { url, width, height } = value;
  if (
    typeof url === 'string' &&
    url.startsWith('/images/') &&
    typeof width === 'number' &&
    typeof height === 'number'
  ) {
    visit(value);
    return;
  }
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (child !== undefined) walkAssets(child, visit);
  }
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/** Every drawable asset of the content under `root`, in sorted file order; unusable ones become warnings. Throws on a file that is not JSON. */
export function collectAssets(root: string): { assets: AssetRef[]; warnings: string[] } {
  const assets: AssetRef[] = [];
  const warnings: string[] = [];
  for (const source of SOURCE_DIRS) {
    for (const file of jsonFiles(path.join(root, source.dir))) {
      const relative = path.relative(root, file);
      let parsed: Json;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8')) as Json;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `cannot parse ${relative}: ${reason} (if someone is writing it right now, re-run later)`,
        );
      }
      const entities = Array.isArray(parsed) ? parsed : [parsed];
      for (const entity of entities) {
        if (!isObject(entity)) continue;
        const info = describeEntity(entity, source.entity, file);
        walkAssets(entity, (asset) => {
          const url = str(asset.url);
          const width = Number(asset.width);
          const height = Number(asset.height);
          if (
            !Number.isInteger(width) ||
            !Number.isInteger(height) ||
            width <= 0 ||
            height <= 0 ||
            width > 10000 ||
            height > 10000
          ) {
            warnings.push(
              `${relative}: ${url} has an unusable size ${String(asset.width)}x${String(asset.height)}, skipped`,
            );
            return;
          }
          if (!url.endsWith('.svg')) {
            warnings.push(`${relative}: ${url} is not an .svg URL, not drawn`);
            return;
          }
          const focalPoint = isObject(asset.focalPoint) ? asset.focalPoint : {};
          const fx =
            typeof focalPoint.x === 'number' ? Math.max(0, Math.min(1, focalPoint.x)) : 0.5;
          const fy =
            typeof focalPoint.y === 'number' ? Math.max(0, Math.min(1, focalPoint.y)) : 0.5;
          assets.push({
            url,
            type: str(asset.type),
            alt: str(asset.alt) || info.title,
            width,
            height,
            focal: { x: fx, y: fy },
            file: relative,
            ...info,
          });
        });
      }
    }
  }
  return { assets, warnings };
}
