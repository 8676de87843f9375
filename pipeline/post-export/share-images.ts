import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listPagePaths, resolvePage } from '@/engine';
import type { ContentSet, ImageAsset } from '@/lib/schemas';
import { shareImagePath, type ShareImageDrawing } from '@/lib/share-image';
import { drawShareImage, type Background } from './share-image-drawing';
import type { PostExportStep } from './step';

/** Bump when the drawing changes, so cached pictures are drawn again. */
const DRAWING_VERSION = '3';
/** Pictures drawn at once: libvips uses threads of its own, and the build machine has 2 cores. */
const PARALLEL = 2;
/**
 * Pages handled at once: most pictures come from the cache (a read and a write), which wait on
 * the disk, not the cores; drawing stays at `PARALLEL` (`limited`). At 10,000 productions two at
 * a time took 5.4 s with every picture cached (bench, 25 November).
 */
const PAGES_AT_ONCE = 16;
/** A remote background (the platform's images) that does not arrive in this time is left out. */
const FETCH_TIMEOUT_MS = 15_000;

interface Job {
  pagePath: string;
  drawing: ShareImageDrawing;
}

/** Every page whose share image the build draws (an image API serves the others; lib/share-image.ts). */
function jobsOf(content: ContentSet, only?: ReadonlySet<string>): Job[] {
  const paths = listPagePaths(content).filter((pagePath) => !only || only.has(pagePath));
  return paths.flatMap((pagePath) => {
    const drawing = resolvePage(content, pagePath)?.meta.image.drawing;
    return drawing ? [{ pagePath, drawing }] : [];
  });
}

/** The background's bytes: a site file (`/images/…`) from the export, else fetched over HTTPS. @throws Error naming the URL. */
async function backgroundOf(asset: ImageAsset, outDir: string): Promise<Background> {
  if (asset.url.startsWith('/'))
    return {
      bytes: await readFile(path.join(outDir, decodeURIComponent(asset.url.split('?')[0] ?? ''))),
      focalPoint: asset.focalPoint,
    };
  const response = await fetch(asset.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${asset.url} answered ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), focalPoint: asset.focalPoint };
}

/** `work` with at most `limit` calls running at once; the others wait their turn, first come first served. */
function limited<A extends unknown[], R>(
  limit: number,
  work: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work(...args);
    } finally {
      // The turn passes to the next waiting call, or the slot is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/**
 * Draws each page's share image (1200×630 JPEG, scripts/post-export/share-image-drawing.ts) to
 * `og/<path>.jpg` in the exported site, where the page's `og:image` and JSON-LD `image` point.
 * A picture is drawn once per input (title, site name, background bytes and focal point) and kept
 * in `node_modules/.cache/share-images/`, so a rebuild draws only what changed. A background that
 * cannot be read or fetched is reported and the picture drawn without it (the title still shows).
 */
export const shareImagesStep: PostExportStep = {
  name: 'share images',
  async run({ root, outDir, content, incremental }) {
    const cacheDir = path.join(root, 'node_modules/.cache/share-images');
    await mkdir(cacheDir, { recursive: true });
    let drawn = 0;
    // Pages that share a background one after another, so it is rendered once (share-image-drawing.ts).
    // An incremental rebuild draws only its regenerated pages' pictures; the others are links (pipeline/incremental/).
    const jobs = jobsOf(content, incremental?.pages).sort((a, b) =>
      (a.drawing.background?.url ?? '').localeCompare(b.drawing.background?.url ?? ''),
    );
    const draw = limited(PARALLEL, drawShareImage);
    await inParallel(jobs, PAGES_AT_ONCE, async ({ pagePath, drawing }) => {
      let background: Background | undefined;
      if (drawing.background) {
        background = await backgroundOf(drawing.background, outDir).catch((error: unknown) => {
          console.warn(
            `  share image of ${pagePath}: background left out: ${error instanceof Error ? error.message : String(error)}`,
          );
          return undefined;
        });
      }
      const key = createHash('sha256')
        .update(
          JSON.stringify([
            DRAWING_VERSION,
            drawing.title,
            content.site.title,
            background?.focalPoint ?? null,
          ]),
        )
        .update(background?.bytes ?? '')
        .digest('hex');
      const cached = path.join(cacheDir, `${key}.jpg`);
      let picture: Buffer | undefined = await readFile(cached).catch(() => undefined);
      if (!picture) {
        picture = await draw(drawing.title, content.site.title, background);
        // Written aside and renamed: builds of several site folders, and pages of the same
        // picture drawn at once, may share the cache.
        const aside = `${cached}.${randomUUID()}.tmp`;
        await writeFile(aside, picture);
        await rename(aside, cached);
        drawn += 1;
      }
      const file = path.join(outDir, shareImagePath(pagePath).slice(1));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, picture);
    });
    console.log(
      `  share images: ${jobs.length} pages, ${drawn} drawn, ${jobs.length - drawn} from the cache`,
    );
  },
};
