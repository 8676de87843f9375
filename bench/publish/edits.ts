/**
 * The editors' changes the bench publishes (issue 31 point 6), made in the content files of a
 * synthetic content folder (bench/synthetic-content.ts) as an editor's save would: one article's
 * text, or one production's description and one of its showing times.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A change made: the page that must show it, and the text that proves it is there. */
export interface Edit {
  pathname: string;
  /** True when the page shows the change (the new build is live). */
  shows(page: string): boolean;
  /** Texts the page must show too once it shows the change (a moved showing time). */
  alsoShows: string[];
}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

/** The article the bench edits (it exists in the embedded content and every synthetic copy). */
export const EDITED_ARTICLE = 'personvernerklaering';

/** Puts a paragraph `marker` first in the article's text. */
export async function editArticle(contentRoot: string, marker: string): Promise<Edit> {
  const file = path.join(contentRoot, 'content/articles', `${EDITED_ARTICLE}.json`);
  const article = await readJson<{ content: string }>(file);
  await writeFile(
    file,
    JSON.stringify({ ...article, content: `<p>${marker}</p>${article.content}` }),
  );
  return {
    pathname: `/article/${EDITED_ARTICLE}`,
    shows: (page) => page.includes(marker),
    alsoShows: [],
  };
}

interface ScheduleFile {
  rules: { production: string; times: string[] }[];
}

interface ProductionFile {
  title: string;
  pageReference: string;
  contents?: { body?: string };
}

/** `16:00` moved on by `minutes` within its hour (`16:07`), so the day of the showing stays. */
export function movedTime(time: string, minutes: number): string {
  const [hours = '00', mins = '0'] = time.split(':');
  return `${hours}:${String((Number(mins) + minutes) % 60).padStart(2, '0')}`;
}

/**
 * Edits the production of the schedule's last rule (with synthetic content, a synthetic
 * production): a paragraph `marker` first in its description, and the rule's first showing time
 * moved by a few minutes to a time its page does not show yet (`before`, its page before the edit).
 * @throws Error when the schedule has no rule, or no free time is found.
 */
export async function editProduction(
  contentRoot: string,
  marker: string,
  before: (pathname: string) => Promise<string>,
): Promise<Edit> {
  const scheduleFile = path.join(contentRoot, 'content/schedule.json');
  const schedule = await readJson<ScheduleFile>(scheduleFile);
  const rule = schedule.rules[schedule.rules.length - 1];
  const first = rule?.times[0];
  if (!rule || !first) throw new Error(`${scheduleFile}: no rule with a showing time to change`);
  const file = path.join(contentRoot, 'content/productions', `${rule.production}.json`);
  const production = await readJson<ProductionFile>(file);
  const pathname = `/${production.pageReference}`;
  const old = await before(pathname);
  const time = [7, 13, 19, 23, 29]
    .map((minutes) => movedTime(first, minutes))
    .find((candidate) => !old.includes(candidate));
  if (!time) throw new Error(`${pathname}: every time near ${first} is on the page already`);
  rule.times = [time, ...rule.times.slice(1)];
  const contents = production.contents ?? {};
  await Promise.all([
    writeFile(
      file,
      JSON.stringify({
        ...production,
        contents: { ...contents, body: `<p>${marker}</p>${contents.body ?? ''}` },
      }),
    ),
    writeFile(scheduleFile, JSON.stringify(schedule)),
  ]);
  return { pathname, shows: (page) => page.includes(marker), alsoShows: [time] };
}

/**
 * A page the edits do not touch, with a text that proves it is that page: the first production
 * (in file order) whose title needs no HTML escaping, and its title.
 * @throws Error when there is none.
 */
export async function unrelatedProduction(
  contentRoot: string,
  not: string,
): Promise<{ pathname: string; text: string }> {
  const folder = path.join(contentRoot, 'content/productions');
  for (const name of (await readdir(folder)).sort()) {
    const production = await readJson<ProductionFile>(path.join(folder, name));
    if (`/${production.pageReference}` !== not && /^[\p{L}\d ,.:-]+$/u.test(production.title))
      return { pathname: `/${production.pageReference}`, text: production.title };
  }
  throw new Error(`${folder}: no production with a plain title`);
}
