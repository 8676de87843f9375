/**
 * `npm run images` (npx tsx scripts/draw-images.ts): draws the site's own images.
 *
 * Every image asset referenced by content/productions/*.json, content/articles/*.json and
 * page-definitions/*.json (any object with a `url` under /images/ and numeric width/height)
 * gets a small, deterministic SVG at public<url>: a gradient in a palette chosen by what the
 * image belongs to (film, concert, theatre, swimming, sports, festival, news, page), a few
 * abstract shapes, and on posters the title. Covers and thumbnails carry no text. A production's
 * poster shows a scene of its genre or type (a film's genre, a concert's music, a stand-up's
 * microphone) in a composition of its own (pipeline/images/poster-plan.ts), and its alt text,
 * which says what it shows, is written into the production's content file.
 * SVGs under public/images/{productions,articles,pages}/ that nothing references are removed.
 *
 * DRAW_IMAGES_ROOT overrides the root holding content/, page-definitions/ and public/
 * (default: the repository root). Node built-ins only; same input gives the same bytes.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '@/lib/config';
import { collectAssets, SOURCE_DIRS, type AssetRef } from '@/pipeline/images/assets';
import { writeAlts } from '@/pipeline/images/alt-text';
import { drawSvg } from '@/pipeline/images/draw';
import { planPosters } from '@/pipeline/images/poster-plan';

function listSvgs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listSvgs(full));
    else if (entry.isFile() && entry.name.endsWith('.svg')) found.push(full);
  }
  return found;
}

function main(): void {
  const scriptDir = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(parseConfig(process.env).drawImagesRoot ?? path.join(scriptDir, '..'));
  const publicDir = path.join(root, 'public');
  const imagesDir = path.join(publicDir, 'images');

  const { assets, warnings } = collectAssets(root);

  // One drawing per URL; the first reference (in sorted file order) wins on conflicts.
  const byUrl = new Map<string, AssetRef>();
  for (const asset of assets) {
    const previous = byUrl.get(asset.url);
    if (!previous) byUrl.set(asset.url, asset);
    else if (previous.width !== asset.width || previous.height !== asset.height) {
      warnings.push(
        `${asset.file}: ${asset.url} is ${asset.width}x${asset.height} but ${previous.file} says ${previous.width}x${previous.height}; keeping the latter`,
      );
    }
  }

  // Production posters (films and culture): a scene by genre or type and a composition of their
  // own (poster-plan.ts), and the alt text that describes them, written into the content.
  const posters = [...byUrl.values()].filter(
    (asset) => asset.type === 'poster' && asset.order !== '',
  );
  const plan = planPosters(posters);
  for (const asset of posters) asset.planned = plan.get(asset.url);
  const altFiles = writeAlts(
    root,
    assets.flatMap((asset) => {
      const planned = plan.get(asset.url);
      return planned ? [{ file: asset.file, url: asset.url, alt: planned.alt }] : [];
    }),
  );

  let written = 0;
  let unchanged = 0;
  let totalBytes = 0;
  let largest = { url: '', bytes: 0 };
  const keep = new Set<string>();
  for (const url of [...byUrl.keys()].sort()) {
    const asset = byUrl.get(url);
    if (!asset) continue;
    const target = path.resolve(publicDir, `.${url}`);
    if (!target.startsWith(imagesDir + path.sep)) {
      warnings.push(`${asset.file}: ${url} points outside public/images, skipped`);
      continue;
    }
    keep.add(target);
    const svg = drawSvg(asset);
    const bytes = Buffer.byteLength(svg);
    totalBytes += bytes;
    if (bytes > largest.bytes) largest = { url, bytes };
    if (bytes > 12 * 1024) warnings.push(`${url} is ${bytes} bytes, over the 12 KB budget`);
    if (existsSync(target) && readFileSync(target, 'utf8') === svg) {
      unchanged += 1;
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, svg);
    written += 1;
  }

  // Remove drawings nothing references, only in folders whose content folder exists.
  let removed = 0;
  for (const source of SOURCE_DIRS) {
    if (!existsSync(path.join(root, source.dir))) continue;
    for (const file of listSvgs(path.join(imagesDir, source.cleans))) {
      if (keep.has(file)) continue;
      unlinkSync(file);
      removed += 1;
    }
  }

  for (const warning of warnings) console.warn(`draw-images: warning: ${warning}`);
  console.log(
    `draw-images: wrote ${written} images (${unchanged} unchanged, ${keep.size} referenced), removed ${removed}, alt texts in ${altFiles.length} files, total ${totalBytes} bytes` +
      (largest.bytes > 0 ? ` (largest ${largest.bytes} bytes)` : ''),
  );
}

try {
  main();
} catch (error) {
  console.error(`draw-images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
