import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * README.md and docs/*.md name the house's files in backticks (`server/app.ts`); a file renamed
 * or moved without its docs leaves a newcomer a path to nothing (issue 28). Every backticked path
 * whose first folder is one of the repository's own must exist. Output folders (`.next/`, `out/`,
 * `out-118.builds/`) and URL paths (`/kinoprogram`) are not repository paths and are left alone.
 */
const ROOT = path.resolve(__dirname, '..');
const NOT_SOURCE =
  /^(?:node_modules|\.git|\.next|\.build|\.edge|out(?:-\d+)?(?:\..*)?|test-results|playwright-report|coverage)$/;

/** The repository's own top-level folders: what a backticked path must start with to be checked. */
function sourceFolders(): Set<string> {
  return new Set(
    readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_SOURCE.test(entry.name))
      .map((entry) => entry.name),
  );
}

const documents = (): string[] => [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * The repository paths one Markdown text names in backticks: `a/b.ts`, `a/b.ts:12`, `a/b.ts#x` and
 * `a/b/` count; a path with a wildcard or placeholder (`*`, `…`, `<id>`, `{a,b}`) is checked up to
 * the folder before it.
 */
export function namedPaths(markdown: string, folders: Set<string>): string[] {
  const named: string[] = [];
  for (const match of markdown.matchAll(/`([^`\s]+)`/g)) {
    const code = match[1] ?? '';
    const first = code.split('/')[0] ?? '';
    if (!code.includes('/') || !folders.has(first)) continue;
    const wildcard = code.search(/[*…<{]/);
    const cut = wildcard === -1 ? code : code.slice(0, code.lastIndexOf('/', wildcard) + 1);
    named.push(cut.replace(/(?::\d+(?:-\d+)?|#.*)$/, '').replace(/\/$/, ''));
  }
  return named;
}

describe('paths named in README.md and docs/', () => {
  it('finds the paths a text names, and only repository ones', () => {
    const folders = new Set(['server', 'docs']);
    expect(
      namedPaths(
        'See `server/app.ts:12`, `docs/product.md#time-rules`, `server/*.ts`, `out/index.html`, `/kinoprogram` and `npm test`.',
        folders,
      ),
    ).toEqual(['server/app.ts', 'docs/product.md', 'server']);
  });

  it.each(documents())('every repository path %s names exists', (document) => {
    const folders = sourceFolders();
    const named = namedPaths(readFileSync(path.join(ROOT, document), 'utf8'), folders);
    // The README and every doc name files of the house: none found means the reading broke.
    expect(named.length).toBeGreaterThan(0);
    const missing = [...new Set(named)].filter((name) => !existsSync(path.join(ROOT, name)));
    expect(missing).toEqual([]);
  });
});
