/**
 * Writes the alt text of drawings that describe themselves (production posters: poster-plan.ts) into the
 * content files that reference them, so the page's `alt` says what the drawing shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isObject, type Json } from './json';

/** One alt text to write: the content file (relative to the root), the image URL, the text. */
export interface AltUpdate {
  file: string;
  url: string;
  alt: string;
}

function setAlt(value: Json, url: string, alt: string): boolean {
  if (Array.isArray(value)) return value.map((item) => setAlt(item, url, alt)).some(Boolean);
  if (!isObject(value)) return false;
  if (value.url === url) {
    if (value.alt === alt) return false;
    value.alt = alt;
    return true;
  }
  return Object.values(value)
    .map((child) => setAlt(child, url, alt))
    .some(Boolean);
}

/**
 * Sets each update's alt on every image object with its URL in its file under `root`, and writes
 * the changed files back as two-space JSON (the content's format). Returns the files written.
 */
export function writeAlts(root: string, updates: readonly AltUpdate[]): string[] {
  const byFile = new Map<string, AltUpdate[]>();
  for (const update of updates)
    byFile.set(update.file, [...(byFile.get(update.file) ?? []), update]);
  const written: string[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const full = path.join(root, file);
    const parsed = JSON.parse(readFileSync(full, 'utf8')) as Json;
    const changed = list.map(({ url, alt }) => setAlt(parsed, url, alt)).some(Boolean);
    if (!changed) continue;
    writeFileSync(full, `${JSON.stringify(parsed, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
