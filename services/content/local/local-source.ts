import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ContentSet } from '@/lib/schemas';
import {
  articleSchema,
  footerSectionSchema,
  houseSchema,
  menuItemSchema,
  pageDefinitionSchema,
  productionSchema,
  redirectsSchema,
  scheduleSchema,
  siteSchema,
} from '@/lib/schemas';
import {
  ContentSourceError,
  type ContentProblem,
  type ContentSource,
  type LoadedContent,
} from '../content-source';
import { problemsOf, validateEntry } from '../validation';
import { checkReferences } from '../references';
import { generateEvents, placeRule } from './schedule';
import { fillHouseFacts, houseFacts } from './house-facts';
import { hallHours } from '@/lib/open-now';
import { filmclubOf, type FilmclubSettings } from '@/lib/config/filmclub';
import { MEMBER_PAGES, type MemberPage } from '@/lib/member-pages';

const MEMBER_DEFINITIONS = 'page-definitions/filmklubb';

/** A member screen's path comes from the one table, lib/member-pages.ts. */
const memberDefinitionSchema = z
  .looseObject({
    memberPage: z.enum(Object.keys(MEMBER_PAGES) as [MemberPage, ...MemberPage[]]),
    path: z
      .undefined({
        error:
          'a member screen takes its path from lib/member-pages.ts: write `memberPage`, not `path`',
      })
      .optional(),
  })
  .transform(({ memberPage, ...definition }) => ({
    ...definition,
    path: MEMBER_PAGES[memberPage] as string,
  }))
  .pipe(pageDefinitionSchema);

async function readJson(root: string, file: string): Promise<unknown> {
  const text = await readFile(path.join(root, file), 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      throw new ContentSourceError(
        'local',
        error.code === 'ENOENT' ? `${file} is missing` : `${file} cannot be read: ${error.message}`,
      );
    },
  );
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentSourceError('local', `${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Invalid: the source fails. */
async function required<T>(root: string, file: string, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(root, file));
  if (result.success) return result.data;
  const first = problemsOf(file, result.error)[0];
  throw new ContentSourceError('local', `${file}: field \`${first?.field}\` ${first?.message}`);
}

/** A folder of one-entity JSON files, each validated alone; bad ones are reported and left out. */
async function entries<T>(
  root: string,
  folder: string,
  schema: z.ZodType<T>,
  facts: ReadonlyMap<string, string>,
  problems: ContentProblem[],
): Promise<T[]> {
  const files = (await readdir(path.join(root, folder)))
    .filter((file) => file.endsWith('.json'))
    .sort();
  const parsed: (T | undefined)[] = await Promise.all(
    files.map(async (file): Promise<T | undefined> => {
      const entry = `${folder}/${file}`;
      try {
        const unknownFacts: ContentProblem[] = [];
        const filled = fillHouseFacts(await readJson(root, entry), facts, entry, unknownFacts);
        problems.push(...unknownFacts);
        return unknownFacts.length > 0 ? undefined : validateEntry(schema, filled, entry, problems);
      } catch (error) {
        problems.push({ entry, field: '(file)', message: (error as Error).message });
        return undefined;
      }
    }),
  );
  return parsed.filter((value): value is T => value !== undefined);
}

/** Without film-club settings the build has no film club. */
export interface LocalSourceOptions {
  filmclub?: FilmclubSettings;
}

/**
 * `content/` and `page-definitions/` under `root`; member screens only with a film-club backend.
 * @throws ContentSourceError when a required file is missing or invalid.
 */
export function localContentSource(root: string, options: LocalSourceOptions = {}): ContentSource {
  return {
    name: 'local',
    async load({ now }): Promise<LoadedContent> {
      const problems: ContentProblem[] = [];
      const house = await required(root, 'content/house.json', houseSchema);
      const facts = houseFacts(house);
      const [site, menu, footer, redirects, schedule, articles, productions, definitions] =
        await Promise.all([
          required(root, 'content/site.json', siteSchema),
          required(root, 'content/menu.json', menuItemSchema.array()),
          required(root, 'content/footer.json', footerSectionSchema.array()),
          required(root, 'content/redirects.json', redirectsSchema),
          required(root, 'content/schedule.json', scheduleSchema),
          entries(root, 'content/articles', articleSchema, facts, problems),
          entries(root, 'content/productions', productionSchema, facts, problems),
          entries(root, 'page-definitions', pageDefinitionSchema, facts, problems),
        ]);
      const filmclub = options.filmclub ? filmclubOf(options.filmclub, site.partnerId) : null;
      if (filmclub)
        definitions.push(
          ...(await entries(
            root,
            MEMBER_DEFINITIONS,
            memberDefinitionSchema,
            facts,
            problems,
          ).catch(() => [])),
        );
      const references = new Set(productions.map((production) => production.pageReference));
      schedule.rules.forEach((rule, index) => {
        if (!references.has(rule.production)) {
          problems.push({
            entry: 'content/schedule.json',
            field: `rules[${index}].production`,
            message: `refers to unknown production '${rule.production}'`,
          });
        }
        const placement = placeRule(rule, house);
        if (!('rule' in placement))
          problems.push({
            entry: 'content/schedule.json',
            field: `rules[${index}].${placement.field}`,
            message: placement.message,
          });
      });
      const content: ContentSet = {
        site,
        menu,
        footer,
        redirects,
        articles,
        productions,
        definitions,
        events: generateEvents(schedule, house, productions, now),
        openingHours: hallHours(house),
      };
      return { ...checkReferences(content, problems), filmclub };
    },
  };
}
