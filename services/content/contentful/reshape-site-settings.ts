import { siteSchema, type Site } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { problemsOf } from '../validation';
import { entryName } from './reshape';
import type { EntryWire } from './wire';

export const SITE_SETTINGS_TYPE = 'siteSettings';

// The rest of site.json (id, host, partner, components, theme) is how the site is built, not
// content, so it stays in the repository.
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
 * `site` with the oldest `siteSettings` entry's fields laid over it (any other is a problem). Each
 * field is validated alone: a bad one is a problem and keeps the embedded value.
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
