import { siteSchema, type Site } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { problemsOf } from '../validation';
import { entryName } from './reshape';
import type { EntryWire } from './wire';

/** Content type id of the site settings (one entry). */
export const SITE_SETTINGS_TYPE = 'siteSettings';

/**
 * The fields of `siteSettings` an editor may set, each the `content/site.json` key of the same
 * name: texts and links visitors see, the analytics ids, the address and the production types'
 * labels. The rest of site.json (id, host, partner, locales, components, theme) is how the site is
 * built and deployed, not content, and stays in the repository.
 */
export const SITE_SETTINGS_FIELDS = [
  'title',
  'description',
  'ticketingUrl',
  'giftCardUrl',
  'analyticsTrackingId',
  'facebookPixelId',
  'facebookVerificationCode',
  'location',
  'productionTypes',
] as const;

/**
 * The `siteSettings` entries → the site with their fields laid over `site` (docs/content.md,
 * Contentful). Only one entry is read: the oldest (the list is in `sys.createdAt` order); any other
 * is named on `sys.id` and ignored. Each filled field is validated on its own by the site schema:
 * a bad one is a problem `{ entry: "contentful siteSettings '<id>'", field: 'location.postalCode', … }`
 * and keeps the embedded value, while the other fields still apply.
 */
export function applySiteSettings(
  site: Site,
  entries: readonly EntryWire[],
  problems: ContentProblem[],
): Site {
  const [entry, ...extra] = entries;
  for (const other of extra)
    problems.push({
      entry: entryName(other.sys.id, SITE_SETTINGS_TYPE),
      field: 'sys.id',
      message: `is a second siteSettings entry; only '${entry?.sys.id ?? ''}' is read`,
    });
  if (!entry) return site;
  const name = entryName(entry.sys.id, SITE_SETTINGS_TYPE);
  return SITE_SETTINGS_FIELDS.reduce((current, field) => {
    const value = entry.fields[field];
    if (value === undefined || value === null || value === '') return current;
    const parsed = siteSchema.safeParse({ ...current, [field]: value });
    if (parsed.success) return parsed.data;
    problems.push(
      ...problemsOf(name, parsed.error).map((problem) => ({
        ...problem,
        message: `${problem.message} (the embedded value is kept)`,
        kept: true as const,
      })),
    );
    return current;
  }, site);
}
