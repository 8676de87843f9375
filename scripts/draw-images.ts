/**
 * `npm run images` (npx tsx scripts/draw-images.ts): draws the site's own images.
 *
 * Every image asset referenced by content/productions/*.json, content/articles/*.json and
 * page-definitions/*.json (any object with a `url` under /images/ and numeric width/height)
 * gets a small, deterministic SVG at public<url>: a gradient in a palette chosen by what the
 * image belongs to (film, concert, theatre, swimming, sports, festival, news, page), a few
 * abstract shapes, and on posters the title. Covers and thumbnails carry no text.
 * SVGs under public/images/{productions,articles,pages}/ that nothing references are removed.
 *
 * DRAW_IMAGES_ROOT overrides the root holding content/, page-definitions/ and public/
 * (default: the repository root). Node built-ins only; same input gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from '@/lib/config';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

type Kind = 'film' | 'concert' | 'theatre' | 'swim' | 'sports' | 'festival' | 'culture' | 'news' | 'page';
type Motif = Exclude<Kind, 'news' | 'page'> | 'soft';

interface AssetRef {
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
}

interface Palette {
  bg: [string, string, string];
  accents: string[];
  label: string;
}

const SOURCE_DIRS: ReadonlyArray<{ dir: string; entity: 'production' | 'article' | 'page'; cleans: string }> = [
  { dir: 'content/productions', entity: 'production', cleans: 'productions' },
  { dir: 'content/articles', entity: 'article', cleans: 'articles' },
  { dir: 'page-definitions', entity: 'page', cleans: 'pages' },
];

const FONT = "system-ui, 'Segoe UI', Roboto, Arial, sans-serif";

// ---------------------------------------------------------------------------------------------
// Palettes: background gradient (dark → light), accents, and a light label colour for text.

const PALETTES: Record<Kind, Palette[]> = {
  film: [
    { bg: ['#0b1026', '#1e1b4b', '#4c1d95'], accents: ['#f43f5e', '#fbbf24', '#a78bfa'], label: '#fcd34d' },
    { bg: ['#0f0c29', '#302b63', '#5b2a86'], accents: ['#e11d48', '#f59e0b', '#c4b5fd'], label: '#fda4af' },
    { bg: ['#14060c', '#4a0e1e', '#8b1a2b'], accents: ['#fbbf24', '#fde68a', '#fb7185'], label: '#fde68a' },
    { bg: ['#020617', '#172554', '#1d4ed8'], accents: ['#f472b6', '#38bdf8', '#facc15'], label: '#7dd3fc' },
  ],
  concert: [
    { bg: ['#2b0a0a', '#9a3412', '#f59e0b'], accents: ['#fde68a', '#fb7185', '#fff7ed'], label: '#fde68a' },
    { bg: ['#3b0764', '#be185d', '#fb923c'], accents: ['#fcd34d', '#f9a8d4', '#fff1f2'], label: '#fed7aa' },
    { bg: ['#1c0a00', '#7c2d12', '#ea580c'], accents: ['#fcd34d', '#fdba74', '#fef3c7'], label: '#fcd34d' },
  ],
  theatre: [
    { bg: ['#1c0509', '#5f0f1c', '#9f1239'], accents: ['#f59e0b', '#fde68a', '#be123c'], label: '#fde68a' },
    { bg: ['#12051a', '#4a044e', '#86198f'], accents: ['#fbbf24', '#f0abfc', '#9f1239'], label: '#fde68a' },
  ],
  swim: [
    { bg: ['#082f49', '#0e7490', '#06b6d4'], accents: ['#ecfeff', '#a5f3fc', '#fde047'], label: '#cffafe' },
    { bg: ['#0c4a6e', '#0284c7', '#22d3ee'], accents: ['#f0f9ff', '#bae6fd', '#fb7185'], label: '#e0f2fe' },
    { bg: ['#042f2e', '#0f766e', '#14b8a6'], accents: ['#f0fdfa', '#99f6e4', '#fcd34d'], label: '#ccfbf1' },
  ],
  sports: [
    { bg: ['#052e16', '#166534', '#22c55e'], accents: ['#f97316', '#fef3c7', '#bbf7d0'], label: '#fed7aa' },
    { bg: ['#431407', '#c2410c', '#fb923c'], accents: ['#22c55e', '#fff7ed', '#fde68a'], label: '#bbf7d0' },
    { bg: ['#0a2540', '#14532d', '#16a34a'], accents: ['#fb923c', '#f8fafc', '#fde047'], label: '#fdba74' },
  ],
  festival: [
    { bg: ['#1e1b4b', '#7c3aed', '#ec4899'], accents: ['#facc15', '#22d3ee', '#f97316', '#a3e635'], label: '#fef08a' },
    { bg: ['#172554', '#0e7490', '#f59e0b'], accents: ['#f43f5e', '#fde047', '#a78bfa', '#ecfccb'], label: '#fef08a' },
  ],
  culture: [
    { bg: ['#1e1033', '#6d28d9', '#f472b6'], accents: ['#fde68a', '#fb923c', '#c4b5fd'], label: '#fde68a' },
    { bg: ['#271005', '#9d174d', '#f59e0b'], accents: ['#fef3c7', '#f9a8d4', '#fcd34d'], label: '#fef3c7' },
    { bg: ['#0f172a', '#7e22ce', '#fb7185'], accents: ['#fcd34d', '#f5d0fe', '#fdba74'], label: '#fbcfe8' },
  ],
  news: [
    { bg: ['#1f2f46', '#406e8e', '#8ea8c3'], accents: ['#e2e8f0', '#f2cc8f', '#cbd5e1'], label: '#e2e8f0' },
    { bg: ['#22333b', '#52796f', '#84a98c'], accents: ['#f1f5f9', '#f2cc8f', '#cad2c5'], label: '#ecfccb' },
    { bg: ['#1d3557', '#457b9d', '#a8dadc'], accents: ['#f1faee', '#e9c46a', '#e63946'], label: '#f1faee' },
    { bg: ['#264653', '#2a9d8f', '#8ab17d'], accents: ['#e9c46a', '#f4f1de', '#f4a261'], label: '#f4f1de' },
  ],
  page: [
    { bg: ['#111827', '#3730a3', '#0ea5e9'], accents: ['#f0f9ff', '#fbbf24', '#c7d2fe'], label: '#e0e7ff' },
    { bg: ['#1f2937', '#334155', '#0d9488'], accents: ['#f8fafc', '#fcd34d', '#99f6e4'], label: '#ccfbf1' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Determinism: a seeded PRNG from a SHA-256 of the asset's stem and title.

function hashSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/** Integer, or two decimals for small values, without trailing zeros. */
function n(value: number): string {
  if (Math.abs(value) >= 10) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

/** Opacity with at most two decimals and no leading zero. */
function op(value: number): string {
  const clamped = Math.max(0, Math.min(1, value));
  return String(Math.round(clamped * 100) / 100).replace(/^0\./, '.');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

// ---------------------------------------------------------------------------------------------
// Classification from the kind hint (object/typeText/genres, category, page title).

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const KEYWORDS: ReadonlyArray<[Motif, readonly string[], readonly string[]]> = [
  // [motif, exact words, word prefixes]
  ['swim', ['bad', 'badet', 'bading', 'vannaerobic', 'vanngym'], ['svøm', 'basseng', 'badeland', 'stup']],
  ['sports', ['kamp', 'sport', 'trim'], ['idrett', 'håndball', 'fotball', 'basket', 'volleyball', 'futsal', 'innebandy', 'badminton', 'turnering', 'trening', 'idrettsal', 'cup']],
  ['film', ['kino'], ['film', 'kinodag', 'kinoprogram', 'movie', 'cinema']],
  ['festival', ['leir'], ['festival', 'sommerleir', 'marked', 'feiring', 'jubileum']],
  ['concert', ['kor', 'band', 'pop', 'rock', 'blues', 'jazz', 'opera', 'gospel', 'viser'], ['konsert', 'musikk', 'orkester', 'symfoni', 'korps', 'sang']],
  ['theatre', ['revy', 'show', 'dans', 'scene'], ['teater', 'forestilling', 'musikal', 'standup', 'stand-up', 'humor', 'komikk', 'ballett', 'opplesning']],
];

function classify(text: string): Motif | undefined {
  const list = words(text);
  for (const [motif, exact, prefixes] of KEYWORDS) {
    if (list.some((word) => exact.includes(word) || prefixes.some((prefix) => word.startsWith(prefix)))) return motif;
  }
  return undefined;
}

function str(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface EntityInfo {
  title: string;
  kind: Kind;
  motif: Motif;
  label: string;
}

function describeEntity(entity: JsonObject, source: 'production' | 'article' | 'page', file: string): EntityInfo {
  const title = str(entity.title) || path.basename(file, '.json');
  if (source === 'production') {
    const features = isObject(entity.features) ? entity.features : {};
    const genres = Array.isArray(features.genres) ? features.genres.filter((genre): genre is string => typeof genre === 'string') : [];
    const typeText = str(entity.typeText);
    if (str(entity.object) === 'movie') {
      const label = genres.length > 0 ? genres.slice(0, 3).join(' · ') : typeText || 'Film';
      return { title, kind: 'film', motif: 'film', label };
    }
    const parts = [typeText, ...genres].filter((part, index, all) => part && all.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index);
    const motif = classify(`${typeText} ${genres.join(' ')}`) ?? classify(title) ?? 'culture';
    const kind: Kind = motif === 'soft' ? 'culture' : motif;
    return { title, kind, motif, label: parts.slice(0, 2).join(' · ') };
  }
  if (source === 'article') {
    const category = str(entity.category);
    if (category === 'cinema') return { title, kind: 'film', motif: 'film', label: 'Kino' };
    // Articles keep a calm palette; the title may still pick a gentle motif (waves, court lines…).
    const motif = classify(title) ?? 'soft';
    return { title, kind: 'news', motif, label: category === 'culture' ? 'Kultur' : 'Nyheter' };
  }
  const motif = classify(`${title} ${str(entity.id)}`);
  if (motif === undefined || motif === 'soft') return { title, kind: 'page', motif: 'soft', label: '' };
  return { title, kind: motif, motif, label: '' };
}

// ---------------------------------------------------------------------------------------------
// Reading the content.

function walkAssets(value: Json, visit: (asset: JsonObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkAssets(item, visit);
    return;
  }
  if (!isObject(value)) return;
  const { url, width, height } = value;
  if (typeof url === 'string' && url.startsWith('/images/') && typeof width === 'number' && typeof height === 'number') {
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

function collectAssets(root: string): { assets: AssetRef[]; warnings: string[] } {
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
        throw new Error(`cannot parse ${relative}: ${reason} (if someone is writing it right now, re-run later)`);
      }
      const entities = Array.isArray(parsed) ? parsed : [parsed];
      for (const entity of entities) {
        if (!isObject(entity)) continue;
        const info = describeEntity(entity, source.entity, file);
        walkAssets(entity, (asset) => {
          const url = str(asset.url);
          const width = Number(asset.width);
          const height = Number(asset.height);
          if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0 || width > 10000 || height > 10000) {
            warnings.push(`${relative}: ${url} has an unusable size ${String(asset.width)}x${String(asset.height)}, skipped`);
            return;
          }
          if (!url.endsWith('.svg')) {
            warnings.push(`${relative}: ${url} is not an .svg URL, not drawn`);
            return;
          }
          const focalPoint = isObject(asset.focalPoint) ? asset.focalPoint : {};
          const fx = typeof focalPoint.x === 'number' ? Math.max(0, Math.min(1, focalPoint.x)) : 0.5;
          const fy = typeof focalPoint.y === 'number' ? Math.max(0, Math.min(1, focalPoint.y)) : 0.5;
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

// ---------------------------------------------------------------------------------------------
// Drawing.

interface Canvas {
  w: number;
  h: number;
  s: number;
  rng: Rng;
  pal: Palette;
  id: string;
  /** Strength of the motif: 1 for event images, lower for the calm article/page palette. */
  k: number;
  focal: { x: number; y: number };
  poster: boolean;
  defs: string[];
}

function accent(c: Canvas, index: number): string {
  return c.pal.accents[index % c.pal.accents.length] ?? '#ffffff';
}

/** A smooth wave across the canvas at height y, closed down to the bottom. */
function wavePath(c: Canvas, y: number, amplitude: number, periods: number, phase: number): string {
  const segment = c.w / periods;
  const x0 = -segment * phase;
  let d = `M${n(x0)} ${n(y)}`;
  for (let i = 0; x0 + i * segment < c.w + segment; i += 1) {
    const xs = x0 + i * segment;
    const sign = i % 2 === 0 ? -1 : 1;
    d += `Q${n(xs + segment / 2)} ${n(y + sign * amplitude * 2)} ${n(xs + segment)} ${n(y)}`;
  }
  const xEnd = x0 + Math.ceil((c.w + segment - x0) / segment) * segment;
  return `${d}L${n(Math.max(xEnd, c.w))} ${c.h}H${n(x0)}Z`;
}

function glow(c: Canvas, cx: number, cy: number, r: number, color: string, opacity: number, name: string): string {
  c.defs.push(`<radialGradient id="${c.id}${name}"><stop offset="0" stop-color="${color}" stop-opacity="${op(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${c.id}${name})"/>`;
}

function drawFilm(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Projector beam from an upper corner.
  const left = rng.next() < 0.5;
  const bx = left ? -s * 0.05 : w + s * 0.05;
  c.defs.push(`<linearGradient id="${c.id}b" x1="${left ? 0 : 1}" y1="0" x2="${left ? 1 : 0}" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${op(0.28 * c.k)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`);
  const spread = rng.range(0.25, 0.4) * h;
  const tx = left ? w * 1.05 : -w * 0.05;
  const ty = h * rng.range(0.45, 0.8);
  out += `<path d="M${n(bx)} ${n(-s * 0.05)}L${n(tx)} ${n(ty - spread)}L${n(tx)} ${n(ty + spread)}Z" fill="url(#${c.id}b)"/>`;
  // Three layouts: one strip and a reel, two crossing strips, or a big reel half off the edge.
  const layout = rng.int(0, 2);
  const bh = s * (c.poster ? 0.3 : 0.24) * (layout === 1 ? 0.8 : 1);
  const ph = bh * 0.1;
  const sp = ph * 2.4;
  const fw = bh * 0.62 * 1.3;
  const frameColor = accent(c, 0);
  c.defs.push(
    `<pattern id="${c.id}p" width="${n(sp)}" height="${n(bh)}" patternUnits="userSpaceOnUse"><rect x="${n(sp * 0.25)}" y="${n(ph * 0.6)}" width="${n(sp * 0.5)}" height="${n(ph)}" rx="${n(ph * 0.25)}" fill="#fff" fill-opacity=".75"/><rect x="${n(sp * 0.25)}" y="${n(bh - ph * 1.6)}" width="${n(sp * 0.5)}" height="${n(ph)}" rx="${n(ph * 0.25)}" fill="#fff" fill-opacity=".75"/></pattern>`,
    `<pattern id="${c.id}f" width="${n(fw)}" height="${n(bh)}" patternUnits="userSpaceOnUse"><rect x="${n(fw * 0.06)}" y="${n(bh * 0.22)}" width="${n(fw * 0.88)}" height="${n(bh * 0.56)}" rx="${n(bh * 0.03)}" fill="${frameColor}" fill-opacity=".22" stroke="#fff" stroke-opacity=".25"/></pattern>`,
  );
  const x0 = -w * 0.3;
  const bw = w * 1.6;
  const strip = `<rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="#05030a" fill-opacity=".7"/><rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="url(#${c.id}f)"/><rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="url(#${c.id}p)"/>`;
  const sign = rng.next() < 0.5 ? -1 : 1;
  const strips = layout === 1 ? 2 : 1;
  for (let i = 0; i < strips; i += 1) {
    const cy = c.poster ? h * rng.range(0.2, 0.42) : h * rng.range(0.3, 0.7);
    const angle = (i === 0 ? sign : -sign) * rng.range(6, layout === 1 ? 22 : 14);
    out += `<g transform="translate(0 ${n(cy - bh / 2)}) rotate(${n(angle)} ${n(w / 2)} ${n(bh / 2)})" opacity="${op((i === 0 ? 0.95 : 0.7) * c.k)}">${strip}</g>`;
  }
  if (layout === 1) return out;
  // A film reel in a corner (landscape: any corner; posters: the upper ones, away from the title).
  const big = layout === 2;
  const rr = s * (big ? rng.range(0.38, 0.5) : rng.range(0.14, 0.22));
  const right = rng.next() < 0.5;
  const top = c.poster || rng.next() < 0.5;
  const inset = big ? rr * 0.15 : rr * 0.9;
  const rx = right ? w - inset : inset;
  const ry = top ? (c.poster && !big ? h * 0.06 + rr : inset) : h - inset;
  let reel = `<circle r="${n(rr)}" fill="none" stroke="${accent(c, 1)}" stroke-width="${n(rr * 0.06)}"/><circle r="${n(rr * 0.12)}" fill="${accent(c, 1)}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2;
    reel += `<circle cx="${n(Math.cos(a) * rr * 0.55)}" cy="${n(Math.sin(a) * rr * 0.55)}" r="${n(rr * 0.2)}" fill="none" stroke="${accent(c, 1)}" stroke-width="${n(rr * 0.04)}"/>`;
  }
  out += `<g transform="translate(${n(rx)} ${n(ry)}) rotate(${n(rng.range(0, 72))})" opacity="${op((big ? 0.4 : 0.55) * c.k)}">${reel}</g>`;
  return out;
}

function drawConcert(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Spotlight beams from the top.
  c.defs.push(`<linearGradient id="${c.id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent(c, 2)}" stop-opacity="${op(0.4 * c.k)}"/><stop offset="1" stop-color="${accent(c, 2)}" stop-opacity="0"/></linearGradient>`);
  const beams = c.poster ? 2 : 3;
  for (let i = 0; i < beams; i += 1) {
    const x = w * ((i + 0.5) / beams + rng.range(-0.08, 0.08));
    const foot = w * rng.range(-0.15, 0.15);
    const spread = s * rng.range(0.18, 0.3);
    out += `<path d="M${n(x - s * 0.02)} 0H${n(x + s * 0.02)}L${n(x + foot + spread)} ${n(h * 0.85)}H${n(x + foot - spread)}Z" fill="url(#${c.id}b)"/>`;
  }
  // Sound rings from a point.
  const cx = w * rng.range(0.2, 0.8);
  const cy = c.poster ? h * rng.range(0.22, 0.35) : h * rng.range(0.3, 0.6);
  for (let i = 1; i <= 5; i += 1) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07 * i * 1.35)}" fill="none" stroke="${accent(c, 0)}" stroke-opacity="${op((0.6 - i * 0.09) * c.k)}" stroke-width="${n(s * 0.008 * (6 - i) * 0.5 + 1)}"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.045)}" fill="${accent(c, 0)}" fill-opacity="${op(0.85 * c.k)}"/>`;
  // Equaliser bars along the bottom (above the poster's text area).
  const count = c.poster ? 14 : 28;
  const base = c.poster ? h * 0.6 : h;
  const gap = w / count;
  const bw = gap * 0.56;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bar = (c.poster ? h * 0.16 : h * 0.34) * (0.15 + 0.85 * Math.abs(Math.sin(i * 0.7 + rng.range(0, 0.8))) * rng.range(0.5, 1));
    d += `M${n(i * gap + (gap - bw) / 2)} ${n(base)}v${n(-bar)}h${n(bw)}v${n(bar)}z`;
  }
  out += `<path d="${d}" fill="${accent(c, 1)}" fill-opacity="${op(0.45 * c.k)}"/>`;
  return out;
}

function drawTheatre(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Floor spotlight.
  out += glow(c, w / 2, h * (c.poster ? 0.55 : 0.8), s * 0.55, accent(c, 1), 0.45 * c.k, 's');
  // Side curtains gathered into a stage arch.
  const curtain = accent(c, 2);
  c.defs.push(`<linearGradient id="${c.id}c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".5" stop-color="${curtain}"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`);
  const cw = w * rng.range(0.16, 0.22);
  const tie = h * rng.range(0.55, 0.68);
  const sideLeft = `M0 0H${n(cw * 1.6)}Q${n(cw * 0.9)} ${n(tie * 0.7)} ${n(cw * 0.55)} ${n(tie)}Q${n(cw * 0.85)} ${n(tie + (h - tie) * 0.5)} ${n(cw * 1.1)} ${n(h)}H0Z`;
  out += `<g opacity="${op(c.k)}"><path d="${sideLeft}" fill="url(#${c.id}c)"/><path d="${sideLeft}" fill="url(#${c.id}c)" transform="matrix(-1 0 0 1 ${w} 0)"/>`;
  // Folds.
  let folds = '';
  for (let i = 1; i <= 3; i += 1) {
    const x = cw * 0.35 * i;
    folds += `M${n(x)} 0Q${n(x * 0.7)} ${n(tie * 0.8)} ${n(cw * 0.5)} ${n(tie)}`;
    folds += `M${n(w - x)} 0Q${n(w - x * 0.7)} ${n(tie * 0.8)} ${n(w - cw * 0.5)} ${n(tie)}`;
  }
  out += `<path d="${folds}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="${n(s * 0.01)}"/>`;
  // Scalloped valance across the top.
  const vh = h * (c.poster ? 0.08 : 0.1);
  const scallops = c.poster ? 5 : 8;
  const sw = w / scallops;
  let valance = `M0 0H${w}V${n(vh)}`;
  for (let i = scallops; i > 0; i -= 1) valance += `Q${n((i - 0.5) * sw)} ${n(vh * 1.7)} ${n((i - 1) * sw)} ${n(vh)}`;
  out += `<path d="${valance}Z" fill="${curtain}"/><path d="${valance}" fill="none" stroke="${accent(c, 0)}" stroke-width="${n(s * 0.008)}"/></g>`;
  // A few stars of light.
  for (let i = 0; i < 4; i += 1) {
    out += `<circle cx="${n(w * rng.range(0.3, 0.7))}" cy="${n(h * rng.range(0.2, c.poster ? 0.45 : 0.6))}" r="${n(s * rng.range(0.006, 0.014))}" fill="${accent(c, 1)}" fill-opacity="${op(0.8 * c.k)}"/>`;
  }
  return out;
}

function drawSwim(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  out += glow(c, w * rng.range(0.6, 0.9), h * 0.05, s * 0.6, '#ffffff', 0.35 * c.k, 's');
  // Lane ropes.
  const lanes = c.poster ? 2 : 3;
  for (let i = 0; i < lanes; i += 1) {
    const y = h * (0.22 + i * (c.poster ? 0.12 : 0.13));
    out += `<path d="M0 ${n(y)}H${w}" stroke="${accent(c, 2)}" stroke-opacity="${op(0.6 * c.k)}" stroke-width="${n(s * 0.012)}" stroke-dasharray="${n(s * 0.03)} ${n(s * 0.015)}"/>`;
  }
  // Layered waves.
  const layers = 4;
  for (let i = 0; i < layers; i += 1) {
    const y = h * (0.5 + i * 0.11);
    const amplitude = s * rng.range(0.015, 0.035);
    const periods = rng.int(3, 5) * (c.poster ? 1 : 2) / (c.poster ? 1 : 1.5);
    out += `<path d="${wavePath(c, y, amplitude, periods, rng.next())}" fill="${accent(c, i % 2)}" fill-opacity="${op((0.1 + i * 0.06) * c.k)}"/>`;
  }
  // Bubbles.
  for (let i = 0; i < 7; i += 1) {
    out += `<circle cx="${n(w * rng.range(0.05, 0.95))}" cy="${n(h * rng.range(0.05, 0.6))}" r="${n(s * rng.range(0.01, 0.04))}" fill="none" stroke="#fff" stroke-opacity="${op(rng.range(0.3, 0.6) * c.k)}" stroke-width="${n(s * 0.004 + 1)}"/>`;
  }
  return out;
}

function drawSports(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // A court, tilted and larger than the canvas, as if seen from the stands.
  const cw = Math.max(w, h) * 1.15;
  const ch = cw * 0.5;
  const lw = s * 0.009;
  const area = ch * 0.3;
  const court =
    `<rect x="${n(-cw / 2)}" y="${n(-ch / 2)}" width="${n(cw)}" height="${n(ch)}"/>` +
    `<path d="M0 ${n(-ch / 2)}V${n(ch / 2)}M${n(-cw / 2)} ${n(-area)}A${n(area)} ${n(area)} 0 0 1 ${n(-cw / 2)} ${n(area)}M${n(cw / 2)} ${n(-area)}A${n(area)} ${n(area)} 0 0 0 ${n(cw / 2)} ${n(area)}"/>` +
    `<circle r="${n(ch * 0.16)}"/>`;
  const angle = (rng.next() < 0.5 ? -1 : 1) * rng.range(8, 18);
  const cy = c.poster ? h * 0.35 : h * 0.5;
  out += `<g transform="translate(${n(w / 2)} ${n(cy)}) rotate(${n(angle)}) scale(1 ${n(rng.range(0.7, 0.9))})" fill="none" stroke="#fff" stroke-opacity="${op(0.45 * c.k)}" stroke-width="${n(lw)}">${court}</g>`;
  // Motion streaks and a ball.
  const bx = w * rng.range(0.2, 0.8);
  const by = c.poster ? h * rng.range(0.15, 0.3) : h * rng.range(0.25, 0.45);
  const br = s * rng.range(0.06, 0.09);
  let streaks = '';
  for (let i = 0; i < 3; i += 1) {
    const y = by - br * 0.6 + i * br * 0.6;
    streaks += `M${n(bx - br * (1.4 + i * 0.3))} ${n(y)}H${n(bx - br * (4 + i * 1.2))}`;
  }
  out += `<path d="${streaks}" stroke="${accent(c, 0)}" stroke-opacity="${op(0.7 * c.k)}" stroke-width="${n(lw * 1.4)}" stroke-linecap="round"/>`;
  out += `<g transform="translate(${n(bx)} ${n(by)})" opacity="${op(c.k)}"><circle r="${n(br)}" fill="${accent(c, 0)}"/><path d="M${n(-br)} 0Q0 ${n(br * 0.5)} ${n(br)} 0M0 ${n(-br)}Q${n(-br * 0.5)} 0 0 ${n(br)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="${n(br * 0.08)}"/></g>`;
  return out;
}

function drawFestival(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  out += glow(c, w * rng.range(0.3, 0.7), h * (c.poster ? 0.3 : 0.45), s * 0.6, accent(c, 0), 0.4 * c.k, 's');
  // Bunting: two sagging garlands of flags.
  for (let row = 0; row < 2; row += 1) {
    const y0 = h * (0.06 + row * 0.12) - s * 0.04;
    const sag = h * rng.range(0.08, 0.16);
    const flags = c.poster ? 7 : 13;
    const fs = (w / flags) * 0.42;
    let line = `M${n(-w * 0.02)} ${n(y0)}Q${n(w / 2)} ${n(y0 + sag * 2)} ${n(w * 1.02)} ${n(y0)}`;
    out += `<path d="${line}" fill="none" stroke="#fff" stroke-opacity="${op(0.6 * c.k)}" stroke-width="${n(s * 0.004 + 1)}"/>`;
    line = '';
    for (let i = 0; i < flags; i += 1) {
      const t = (i + 0.5) / flags;
      const x = -w * 0.02 + t * w * 1.04;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      out += `<path d="M${n(x - fs / 2)} ${n(y)}h${n(fs)}l${n(-fs / 2)} ${n(fs * 1.2)}z" fill="${accent(c, i + row)}" fill-opacity="${op(0.9 * c.k)}"/>`;
    }
  }
  // Confetti.
  for (let i = 0; i < 14; i += 1) {
    const x = w * rng.range(0.03, 0.97);
    const y = h * rng.range(0.35, c.poster ? 0.6 : 0.95);
    const r = s * rng.range(0.006, 0.016);
    out += i % 2 === 0
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${accent(c, i)}" fill-opacity="${op(0.85 * c.k)}"/>`
      : `<rect x="${n(x)}" y="${n(y)}" width="${n(r * 2.4)}" height="${n(r)}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="${accent(c, i)}" fill-opacity="${op(0.85 * c.k)}"/>`;
  }
  return out;
}

function drawCulture(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Overlapping discs, arcs and a spotlight: a generic stage-and-art composition.
  for (let i = 0; i < 3; i += 1) {
    const r = s * rng.range(0.22, 0.42);
    out += `<circle cx="${n(w * rng.range(0.15, 0.85))}" cy="${n(h * rng.range(0.15, c.poster ? 0.5 : 0.85))}" r="${n(r)}" fill="${accent(c, i)}" fill-opacity="${op(rng.range(0.12, 0.22) * c.k)}"/>`;
  }
  const cx = w * rng.range(0.25, 0.75);
  const cy = h * (c.poster ? 0.35 : 0.5);
  for (let i = 0; i < 3; i += 1) {
    const r = s * (0.2 + i * 0.1);
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + rng.range(1.4, 3.2);
    out += `<path d="M${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}" fill="none" stroke="${accent(c, i)}" stroke-opacity="${op(0.7 * c.k)}" stroke-width="${n(s * 0.012)}" stroke-linecap="round"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.05)}" fill="${accent(c, 0)}" fill-opacity="${op(0.9 * c.k)}"/>`;
  return out;
}

function drawSoft(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Large soft circles, a dot grid and a gentle wave.
  for (let i = 0; i < 3; i += 1) {
    out += `<circle cx="${n(w * rng.range(0, 1))}" cy="${n(h * rng.range(0, 1))}" r="${n(s * rng.range(0.25, 0.5))}" fill="${accent(c, i)}" fill-opacity="${op(rng.range(0.08, 0.16))}"/>`;
  }
  const gap = s * 0.05;
  c.defs.push(`<pattern id="${c.id}d" width="${n(gap)}" height="${n(gap)}" patternUnits="userSpaceOnUse"><circle cx="${n(gap / 2)}" cy="${n(gap / 2)}" r="${n(Math.max(1, s * 0.004))}" fill="#fff" fill-opacity=".35"/></pattern>`);
  const gx = rng.next() < 0.5 ? w * 0.06 : w * 0.64;
  out += `<rect x="${n(gx)}" y="${n(h * 0.1)}" width="${n(w * 0.3)}" height="${n(h * 0.3)}" fill="url(#${c.id}d)"/>`;
  out += `<path d="${wavePath(c, h * 0.78, s * 0.04, c.w > c.h ? 2 : 1.5, rng.next())}" fill="#fff" fill-opacity=".08"/>`;
  out += `<path d="${wavePath(c, h * 0.86, s * 0.03, c.w > c.h ? 3 : 2, rng.next())}" fill="#fff" fill-opacity=".07"/>`;
  return out;
}

const MOTIFS: Record<Motif, (c: Canvas) => string> = {
  film: drawFilm,
  concert: drawConcert,
  theatre: drawTheatre,
  swim: drawSwim,
  sports: drawSports,
  festival: drawFestival,
  culture: drawCulture,
  soft: drawSoft,
};

// ---------------------------------------------------------------------------------------------
// Poster text.

/**
 * Estimated advance of one character in em for bold sans-serif: ≈ 0.55 on average, a little
 * generous so the wider system fonts (Segoe UI, Roboto, DejaVu) still fit.
 */
function charWidth(char: string): number {
  if (/[iljI.,:;'!|\s]/.test(char)) return 0.32;
  if (/[ftr]/.test(char)) return 0.42;
  if (/[mwMWÆ]/.test(char)) return 0.92;
  if (/[A-ZØÅ0-9]/.test(char)) return 0.72;
  return 0.6;
}

function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let width = 0;
  for (const char of text) width += charWidth(char) * fontSize + letterSpacing;
  return width;
}

/** Greedy word wrap; words longer than a line are split. */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const rawWord of text.split(/\s+/).filter(Boolean)) {
    let word = rawWord;
    while (textWidth(word, fontSize) > maxWidth) {
      let cut = word.length - 1;
      while (cut > 1 && textWidth(`${word.slice(0, cut)}-`, fontSize) > maxWidth) cut -= 1;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(`${word.slice(0, cut)}-`);
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The same number of lines, but as even as possible (no lone last word). */
function balance(title: string, size: number, maxWidth: number, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth * 0.95; width > maxWidth * 0.4; width *= 0.95) {
    const candidate = wrap(title, size, width);
    if (candidate.length !== lines.length || candidate.some((line) => line.endsWith('-') && !title.includes(line))) break;
    best = candidate;
  }
  return best;
}

function fitTitle(title: string, maxWidth: number, maxSize: number, minSize: number): { size: number; lines: string[] } {
  const step = Math.max(1, maxSize * 0.04);
  const longestWord = title.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  // First try to fit without splitting words, then allow splitting long words.
  for (const splitWords of [false, true]) {
    for (let size = maxSize; size >= minSize; size -= step) {
      if (!splitWords && textWidth(longestWord, size) > maxWidth) continue;
      const lines = wrap(title, size, maxWidth);
      if (lines.length <= 3) return { size, lines: balance(title, size, maxWidth, lines) };
    }
  }
  const lines = wrap(title, minSize, maxWidth).slice(0, 3);
  let last = lines[2] ?? '';
  while (last.length > 1 && textWidth(`${last}…`, minSize) > maxWidth) last = last.slice(0, -1);
  lines[2] = `${last.trimEnd()}…`;
  return { size: minSize, lines };
}

function truncate(text: string, fontSize: number, maxWidth: number, letterSpacing: number): string {
  if (textWidth(text, fontSize, letterSpacing) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize, letterSpacing) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function posterText(c: Canvas, title: string, label: string): string {
  const { w, h } = c;
  const margin = w * 0.08;
  const maxWidth = w - margin * 2;
  const { size, lines } = fitTitle(title.trim(), maxWidth, Math.min(w * 0.15, h * 0.1), Math.min(w * 0.06, h * 0.045));
  const lineHeight = size * 1.1;
  const bottom = h - margin;
  const firstBaseline = bottom - lineHeight * (lines.length - 1);
  // Scrim behind the text so white type always has strong contrast.
  const textTop = firstBaseline - size - (label ? size * 0.9 : 0);
  const scrimTop = Math.max(0, textTop - h * 0.18);
  c.defs.push(`<linearGradient id="${c.id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".45" stop-opacity=".6"/><stop offset="1" stop-opacity=".82"/></linearGradient>`);
  let out = `<rect y="${n(scrimTop)}" width="${w}" height="${n(h - scrimTop)}" fill="url(#${c.id}t)"/>`;
  out += `<g font-family="${FONT}" fill="#fff">`;
  if (label) {
    const labelSize = Math.max(11, w * 0.036);
    const spacing = labelSize * 0.12;
    const labelY = firstBaseline - size - labelSize * 0.6;
    const text = truncate(label.toUpperCase(), labelSize, maxWidth, spacing);
    out += `<rect x="${n(margin)}" y="${n(labelY - labelSize * 2.1)}" width="${n(w * 0.1)}" height="${n(Math.max(3, w * 0.008))}" fill="${accent(c, 0)}"/>`;
    out += `<text x="${n(margin)}" y="${n(labelY)}" font-size="${n(labelSize)}" font-weight="600" letter-spacing="${n(spacing)}" fill="${c.pal.label}">${escapeXml(text)}</text>`;
  }
  out += `<text x="${n(margin)}" y="${n(firstBaseline)}" font-size="${n(size)}" font-weight="800">`;
  lines.forEach((line, index) => {
    out += `<tspan x="${n(margin)}"${index === 0 ? '' : ` dy="${n(lineHeight)}"`}>${escapeXml(line)}</tspan>`;
  });
  return `${out}</text></g>`;
}

// ---------------------------------------------------------------------------------------------

/** The stem shared by a production's cover and poster, or an article's image and thumbnail. */
function stemOf(url: string): string {
  return url.replace(/\.svg$/, '').replace(/-(cover|poster|thumb|thumbnail|image|hero)$/, '');
}

function drawSvg(asset: AssetRef): string {
  const { width: w, height: h } = asset;
  const seedText = `${stemOf(asset.url)}|${asset.title}`;
  const seed = hashSeed(seedText);
  const rng = new Rng(seed);
  const poster = asset.type === 'poster';
  const c: Canvas = {
    w,
    h,
    s: Math.min(w, h),
    rng,
    pal: rng.pick(PALETTES[asset.kind]),
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
  const shapes = MOTIFS[asset.motif](c);
  const text = poster ? posterText(c, asset.title, asset.label) : '';
  const alt = escapeXml(asset.alt);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="${c.id}">` +
    `<title id="${c.id}">${alt}</title>` +
    `<defs>${bg}${c.defs.join('')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${c.id}g)"/>` +
    `${glowShape}${shapes}${text}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------

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
      warnings.push(`${asset.file}: ${asset.url} is ${asset.width}x${asset.height} but ${previous.file} says ${previous.width}x${previous.height}; keeping the latter`);
    }
  }

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
    `draw-images: wrote ${written} images (${unchanged} unchanged, ${keep.size} referenced), removed ${removed}, total ${totalBytes} bytes` +
      (largest.bytes > 0 ? ` (largest ${largest.bytes} bytes)` : ''),
  );
}

try {
  main();
} catch (error) {
  console.error(`draw-images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
