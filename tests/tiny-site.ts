import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildReport } from '@/pipeline/build-site';
import { FALLBACK_SECURITY_MANIFEST, SECURITY_MANIFEST } from '@/policy/security-headers';

/** Writes the smallest site the server can serve: a front page saying `text`, a 404 page, build info, the security manifest (no inline scripts). */
export async function writeTinySite(
  dir: string,
  text: string,
  extraPage?: string,
): Promise<BuildReport> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${text}</title><p>${text}</p>`,
  );
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>Ikke funnet</title>');
  if (extraPage)
    await writeFile(path.join(dir, `${extraPage}.html`), `<!doctype html><p>${extraPage}</p>`);
  await writeFile(path.join(dir, 'build-info.json'), '{}\n');
  await writeFile(path.join(dir, SECURITY_MANIFEST), JSON.stringify(FALLBACK_SECURITY_MANIFEST));
  return { pages: extraPage ? 2 : 1, durationMs: 1, problems: 0 };
}

/** A promise with its resolve function, to hold a fake build until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const temporaryFolders: string[] = [];

/** A new empty folder under the OS temp folder, deleted by `removeTemporaryFolders` (call it in afterAll). */
export async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  temporaryFolders.push(dir);
  return dir;
}

export const removeTemporaryFolders = () =>
  Promise.all(temporaryFolders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
