import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The clean paths of the exported pages (`/kinoprogram` for `kinoprogram.html`), so a request is
 * mapped to its file without touching the disk. Next writes a folder of the same name beside
 * each page (its data files), which is why extension lookup alone cannot find the page.
 */
export async function indexPages(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '_next') await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name.endsWith('.html')) {
        pages.add(`${prefix}/${entry.name.slice(0, -'.html'.length)}`);
      }
    }
  }
  await walk(root, '');
  return pages;
}
