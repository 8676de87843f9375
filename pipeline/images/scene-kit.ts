/**
 * What the scenes of film and culture posters share: the six compositions a poster plan chooses
 * from (poster-plan.ts), the shape of one scene's drawing, and small shapes several scenes use.
 */
import { n, op, type Canvas } from './canvas';

/** Where the scene's main element sits and how large it is: x, y as fractions of the poster. */
export interface Composition {
  x: number;
  y: number;
  scale: number;
  /** Norwegian: where a viewer sees the main element («oppe til venstre»). */
  place: string;
}

/** Six placements, far enough apart that two posters of the same scene look different. */
export const COMPOSITIONS: readonly Composition[] = [
  { x: 0.3, y: 0.2, scale: 0.8, place: 'oppe til venstre' },
  { x: 0.7, y: 0.2, scale: 0.8, place: 'oppe til høyre' },
  { x: 0.5, y: 0.3, scale: 1.3, place: 'stor i midten' },
  { x: 0.28, y: 0.4, scale: 0.95, place: 'lavt til venstre' },
  { x: 0.72, y: 0.4, scale: 0.95, place: 'lavt til høyre' },
  { x: 0.5, y: 0.15, scale: 0.7, place: 'liten, høyt i midten' },
];

/** One scene: its Norwegian description (the main element first) and its drawing around x, y with size r. */
export interface SceneDrawing {
  says: string;
  draw: (c: Canvas, x: number, y: number, r: number) => string;
}

/** The path of a star with `points` points around x, y. */
export function star(x: number, y: number, outer: number, inner: number, points: number): string {
  let d = '';
  for (let i = 0; i < points * 2; i += 1) {
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    const r = i % 2 === 0 ? outer : inner;
    d += `${i === 0 ? 'M' : 'L'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
  }
  return `${d}Z`;
}

/** `count` small white dots scattered above `bottom`, like stars or lights. */
export function stars(c: Canvas, count: number, bottom: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1)
    out += `<circle cx="${n(c.w * c.rng.range(0.04, 0.96))}" cy="${n(bottom * c.rng.range(0.03, 1))}" r="${n(c.s * c.rng.range(0.004, 0.01))}" fill="#fff" fill-opacity="${op(c.rng.range(0.5, 0.9))}"/>`;
  return out;
}
