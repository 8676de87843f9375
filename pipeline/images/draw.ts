/** One asset's SVG: background, glow, motif and, on posters, the title. Same asset, same bytes. */
import type { AssetRef } from './assets';
import { escapeXml, glow, hashSeed, Rng, accent, type Canvas } from './canvas';
import { MOTIFS } from './motifs';
import { PALETTES } from './palettes';
import { COMPOSITIONS } from './scene-kit';
import { drawScene } from './scenes';
import { posterText } from './text';

/** The stem shared by a production's cover and poster, or an article's image and thumbnail. */
function stemOf(url: string): string {
  return url.replace(/\.svg$/, '').replace(/-(cover|poster|thumb|thumbnail|image|hero)$/, '');
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The complete SVG document of `asset`, ending in a newline. */
export function drawSvg(asset: AssetRef): string {
  const { width: w, height: h } = asset;
  const seedText = `${stemOf(asset.url)}|${asset.title}`;
  const seed = hashSeed(seedText);
  const rng = new Rng(seed);
  const poster = asset.type === 'poster';
  const { planned } = asset;
  const c: Canvas = {
    w,
    h,
    s: Math.min(w, h),
    rng,
    pal: planned ? pick(PALETTES[asset.kind], planned.palette) : rng.pick(PALETTES[asset.kind]),
    id: `i${(seed >>> 8).toString(36).slice(0, 4)}`,
    k: asset.kind === 'news' || asset.kind === 'page' ? 0.55 : 1,
    focal: asset.focal,
    poster,
    defs: [],
  };
  // Background: a three-stop gradient in one of four diagonal directions, light end in a corner.
  const direction = rng.pick(['0 0 1 1', '1 0 0 1', '0 1 1 0', '0 0 0 1'] as const).split(' ');
  const [b0, b1, b2] = c.pal.bg;
  const bg = `<linearGradient id="${c.id}g" x1="${direction[0]}" y1="${direction[1]}" x2="${direction[2]}" y2="${direction[3]}"><stop offset="0" stop-color="${b0}"/><stop offset=".55" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>`;
  // A glow: at the focal point for landscape images (what crops keep), high on posters.
  const gx = poster ? w * rng.range(0.25, 0.75) : w * c.focal.x;
  const gy = poster ? h * rng.range(0.15, 0.35) : h * c.focal.y;
  const glowShape = glow(c, gx, gy, c.s * rng.range(0.5, 0.8), accent(c, 0), 0.35, 'r');
  const composition = planned && COMPOSITIONS[planned.composition];
  const shapes =
    planned && composition ? drawScene(c, planned.scene, composition) : MOTIFS[asset.motif](c);
  const text = poster ? posterText(c, asset.title, asset.label) : '';
  const alt = escapeXml(planned?.alt ?? asset.alt);
  // A production poster records what it shows, so a test can tell two posters apart without colour.
  const data = planned
    ? ` data-scene="${planned.scene}" data-composition="${planned.composition}"`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${c.id}"${data}>` +
    `<title id="${c.id}">${alt}</title>` +
    `<defs>${bg}${c.defs.join('')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${c.id}g)"/>` +
    `${glowShape}${shapes}${text}</svg>\n`
  );
}
