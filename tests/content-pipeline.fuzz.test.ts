import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { listPagePaths } from '@/engine';
import { localContentSource } from '@/services/content/local/local-source';

const ROOT = path.resolve(__dirname, '..');
const NOW = new Date('2026-11-21T09:00:00+01:00');

/** Required fields per folder, and a value of the wrong type for each. */
const REQUIRED = {
  'content/articles': [
    'id',
    'title',
    'slug',
    'content',
    'image',
    'author',
    'category',
    'node_locale',
    'createdAt',
    'updatedAt',
    'order',
  ],
  'content/productions': [
    'id',
    'object',
    'typeText',
    'catalogueNumber',
    'pageReference',
    'title',
    'features',
    'contents',
    'assets',
  ],
} as const;
type Folder = keyof typeof REQUIRED;

/** Strings an attacker or a careless editor might put in a text field; valid as text, inert when rendered. */
const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '__proto__',
  '{{constructor.constructor}}',
  '../../etc/passwd',
  'x'.repeat(20_000),
  '\u0000\u202e',
];

type Corruption =
  | { kind: 'missing'; field: string }
  | { kind: 'wrong-type'; field: string; value: unknown }
  | { kind: 'unknown-key'; field: string }
  | { kind: 'hostile-text'; field: 'title'; value: string };

const corruption = (folder: Folder): fc.Arbitrary<Corruption> =>
  fc.oneof(
    fc.constantFrom(...REQUIRED[folder]).map((field): Corruption => ({ kind: 'missing', field })),
    fc
      .record({
        field: fc.constantFrom(...REQUIRED[folder]),
        value: fc.constantFrom<unknown>(42, null, [], { nested: true }, true),
      })
      .map(({ field, value }): Corruption => ({ kind: 'wrong-type', field, value })),
    fc
      .constantFrom('onerror', '__defineGetter__', 'constructor')
      .map((field): Corruption => ({ kind: 'unknown-key', field })),
    fc
      .constantFrom(...HOSTILE_TEXT)
      .map((value): Corruption => ({ kind: 'hostile-text', field: 'title', value })),
  );

function corrupt(entry: Record<string, unknown>, change: Corruption): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry };
  if (change.kind === 'missing') delete copy[change.field];
  else if (change.kind === 'unknown-key')
    Object.defineProperty(copy, change.field, { value: 'x', enumerable: true });
  else copy[change.field] = change.value;
  return copy;
}

describe('malformed content entries (fuzz)', () => {
  it('names every bad entry with its field, keeps every valid one, and still lists every valid page', async () => {
    const files = Object.fromEntries(
      await Promise.all(
        (Object.keys(REQUIRED) as Folder[]).map(
          async (folder) => [folder, (await readdir(path.join(ROOT, folder))).sort()] as const,
        ),
      ),
    ) as Record<Folder, string[]>;
    const pick = (folder: Folder) =>
      fc.record({
        folder: fc.constant(folder),
        file: fc.constantFrom(...files[folder]),
        change: corruption(folder),
      });
    const plan = fc.uniqueArray(fc.oneof(pick('content/articles'), pick('content/productions')), {
      minLength: 1,
      maxLength: 6,
      selector: (item) => `${item.folder}/${item.file}`,
    });

    await fc.assert(
      fc.asyncProperty(plan, async (changes) => {
        const dir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-'));
        try {
          await cp(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
          await cp(path.join(ROOT, 'page-definitions'), path.join(dir, 'page-definitions'), {
            recursive: true,
          });
          for (const { folder, file, change } of changes) {
            const entry = JSON.parse(
              await readFile(path.join(dir, folder, file), 'utf8'),
            ) as Record<string, unknown>;
            await writeFile(path.join(dir, folder, file), JSON.stringify(corrupt(entry, change)));
          }
          const { content, problems } = await localContentSource(dir).load({ now: NOW });
          const paths = new Set(listPagePaths(content));
          for (const { folder, file, change } of changes) {
            const entry = `${folder}/${file}`;
            const named = problems.filter((problem) => problem.entry === entry);
            if (change.kind === 'hostile-text') {
              expect({ entry, named }).toEqual({ entry, named: [] });
            } else {
              expect({
                entry,
                fields: named.map((problem) => problem.field.split(/[.[]/)[0]),
              }).toEqual({
                entry,
                fields: expect.arrayContaining([
                  change.kind === 'unknown-key' ? '(root)' : change.field,
                ]),
              });
            }
          }
          const bad = new Set(problems.map((problem) => problem.entry));
          for (const folder of Object.keys(REQUIRED) as Folder[]) {
            const kept =
              folder === 'content/articles' ? content.articles.length : content.productions.length;
            expect(kept).toBe(files[folder].filter((file) => !bad.has(`${folder}/${file}`)).length);
          }
          for (const staticPath of [
            '/',
            '/kinoprogram',
            '/kulturprogram',
            '/om-kinoen',
            '/article/info-om-cookies',
          ])
            expect(paths).toContain(staticPath);
          for (const article of content.articles)
            expect(paths).toContain(`/article/${article.slug}`);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 20, seed: 20261121 },
    );
  });
});
