/**
 * Synthetic content for the benchmarks (issues 5 and 7): a copy of the embedded content and page
 * definitions with `count` productions in all. The embedded productions are kept; the rest are
 * copies of them (cycling through them in file order) with new catalogue numbers, slugs, titles
 * and, for films, EDI numbers, each with a copy of its original's schedule rules. Deterministic:
 * the same count gives the same files.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface ScheduleFile {
  rules: { production: string }[];
}

/** Catalogue number and slug of synthetic production `index` (valid for `catalogueNumberSchema`/`slugSchema`). */
export function syntheticIdentity(
  original: { object?: unknown; pageReference?: unknown },
  index: number,
): { catalogueNumber: string; slug: string } {
  const catalogueNumber =
    original.object === 'movie'
      ? `DXM${String(5_000_000 + index)}`
      : `B${String(index).padStart(6, '0')}`;
  const stem = String(original.pageReference).replace(/-[a-z0-9]+$/, '');
  return { catalogueNumber, slug: `${stem}-${index}-${catalogueNumber.toLowerCase()}` };
}

/**
 * Writes the synthetic content under `into` (a new temporary folder when not given): `content/`
 * and `page-definitions/` as the local content source reads them (`CONTENT_ROOT=<folder>`).
 * A count at or below the number of embedded productions gives the embedded content unchanged.
 * @returns the folder.
 */
export async function syntheticContent(
  root: string,
  count: number,
  into?: string,
): Promise<string> {
  const dir = into ?? (await mkdtemp(path.join(os.tmpdir(), `bench-${count}-`)));
  await mkdir(dir, { recursive: true });
  await cp(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(root, 'page-definitions'), path.join(dir, 'page-definitions'), {
    recursive: true,
  });
  const embedded = path.join(root, 'content/productions');
  const folder = path.join(dir, 'content/productions');
  const files = (await readdir(embedded)).filter((file) => file.endsWith('.json')).sort();
  const originals = await Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(path.join(embedded, file), 'utf8')) as Record<string, unknown>,
    ),
  );
  const schedule = JSON.parse(
    await readFile(path.join(root, 'content/schedule.json'), 'utf8'),
  ) as ScheduleFile;
  const rulesOf = new Map<string, ScheduleFile['rules']>();
  for (const rule of schedule.rules)
    rulesOf.set(rule.production, [...(rulesOf.get(rule.production) ?? []), rule]);
  const rules = [...schedule.rules];
  const writes: Promise<void>[] = [];
  for (let index = originals.length; index < count; index += 1) {
    const original = originals[index % originals.length] ?? {};
    const film = original.object === 'movie';
    const { catalogueNumber, slug } = syntheticIdentity(original, index);
    const production = {
      ...original,
      id: `prod-${catalogueNumber.toLowerCase()}`,
      catalogueNumber,
      pageReference: slug,
      ...(film && { parentSlug: slug, ediNumber: String(600_000 + index) }),
      title: `${String(original.title)} ${index}`,
    };
    writes.push(writeFile(path.join(folder, `${slug}.json`), JSON.stringify(production)));
    for (const rule of rulesOf.get(String(original.pageReference)) ?? [])
      rules.push({ ...rule, production: slug });
    if (writes.length >= 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  await writeFile(path.join(dir, 'content/schedule.json'), JSON.stringify({ ...schedule, rules }));
  return dir;
}
