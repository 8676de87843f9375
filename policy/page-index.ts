import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { NOT_SITE_PAGES } from './not-site-pages';

/**
 * The clean paths of the exported pages (`/kinoprogram` for `kinoprogram.html`), so a request is
 * mapped to its file without touching the disk. Next writes a folder of the same name beside
 * each page (its data files), which is why extension lookup alone cannot find the page. The site
 * server and the nginx config step both read it.
 */
export async function indexPages(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '_next')
          await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name.endsWith('.html')) {
        pages.add(`${prefix}/${entry.name.slice(0, -'.html'.length)}`);
      }
    }
  }
  await walk(root, '');
  return pages;
}

/**
 * The lower-case page a path names in other letter case (`/Kinoprogram` → `/kinoprogram`), for a
 * 301: addresses typed or read aloud get capitals, the site's paths are lower case. Undefined when
 * the path is already lower case or no page has its lower-case form (then it stays a 404).
 */
export function lowerCasePage(pages: ReadonlySet<string>, pathname: string): string | undefined {
  const lower = pathname.toLowerCase();
  return lower !== pathname && !NOT_SITE_PAGES.includes(lower) && pages.has(lower)
    ? lower
    : undefined;
}
