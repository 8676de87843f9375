/** The drawing surface of one image: a seeded PRNG, number formatting for compact SVG, and shared shapes. */
import { createHash } from 'node:crypto';
import type { Palette } from './palettes';

/** Determinism: the seed of the PRNG, from a SHA-256 of the asset's stem and title. */
export function hashSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** A seeded pseudo-random generator: the same seed draws the same image. */
export class Rng {
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
export function n(value: number): string {
  if (Math.abs(value) >= 10) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

/** Opacity with at most two decimals and no leading zero. */
export function op(value: number): string {
  const clamped = Math.max(0, Math.min(1, value));
  return String(Math.round(clamped * 100) / 100).replace(/^0\./, '.');
}

/** Text safe inside SVG elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

// Drawing.

/** One image being drawn: size (`s` the shorter side), PRNG, palette, id prefix, and the <defs> it collects. */
export interface Canvas {
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

/** The palette's accent colour number `index`, wrapping around. */
export function accent(c: Canvas, index: number): string {
  return c.pal.accents[index % c.pal.accents.length] ?? '#ffffff';
}

/** A smooth wave across the canvas at height y, closed down to the bottom. */
export function wavePath(
  c: Canvas,
  y: number,
  amplitude: number,
  periods: number,
  phase: number,
): string {
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

/** A soft radial glow; its gradient goes to the canvas's <defs>. */
export function glow(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
  name: string,
): string {
  c.defs.push(
    `<radialGradient id="${c.id}${name}"><stop offset="0" stop-color="${color}" stop-opacity="${op(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${c.id}${name})"/>`;
}
