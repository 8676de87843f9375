import {
  footerSectionSchema,
  menuItemSchema,
  pageDefinitionSchema,
  type FooterSection,
  type MenuItem,
  type PageDefinition,
} from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { validateEntry } from '../validation';
import { entryName } from './reshape';
import { linkSchema, type EntryWire } from './wire';

// The site structure in the space (docs/content.md); each entry is validated by the schema of the
// embedded files, and a bad one becomes a problem and is left out.

export const STRUCTURE_TYPES = {
  definition: 'pageDefinition',
  menuItem: 'menuItem',
  footerSection: 'footerSection',
} as const;

/** The id of a linked entry, resolved or not; undefined for anything else. */
function linkedId(value: unknown): string | undefined {
  const link = linkSchema.safeParse(value);
  if (link.success) return link.data.sys.id;
  if (
    typeof value === 'object' &&
    value !== null &&
    'sys' in value &&
    typeof value.sys === 'object' &&
    value.sys !== null &&
    'id' in value.sys &&
    typeof value.sys.id === 'string'
  )
    return value.sys.id;
  return undefined;
}

/** A `pageDefinition` entry → a page definition, or undefined after recording problems. */
export function toPageDefinition(
  { sys, fields }: EntryWire,
  problems: ContentProblem[],
): PageDefinition | undefined {
  const name = entryName(sys.id, STRUCTURE_TYPES.definition);
  const definition = fields.definition;
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) {
    problems.push({
      entry: name,
      field: 'definition',
      message: 'must be a JSON object holding a page definition',
    });
    return undefined;
  }
  const own: ContentProblem[] = [];
  const parsed = validateEntry(pageDefinitionSchema, { id: sys.id, ...definition }, name, own);
  problems.push(
    ...own.map((problem) => ({
      ...problem,
      field: problem.field ? `definition.${problem.field}` : 'definition',
    })),
  );
  return parsed;
}

/** The `menuItem` entries → menu items; an item whose parent is missing or left out is left out too. */
export function toMenuItems(entries: readonly EntryWire[], problems: ContentProblem[]): MenuItem[] {
  const candidates = entries.flatMap(({ sys, fields }) => {
    const parent =
      fields.parent === undefined || fields.parent === null ? null : linkedId(fields.parent);
    if (parent === undefined) {
      problems.push({
        entry: entryName(sys.id, STRUCTURE_TYPES.menuItem),
        field: 'parent',
        message: 'must be a link to another menuItem entry',
      });
      return [];
    }
    const item = validateEntry(
      menuItemSchema,
      {
        id: sys.id,
        label: fields.label,
        path: fields.path,
        parent,
        place: fields.place,
        locale: 'nb',
        order: fields.order,
        openInNewWindow: fields.openInNewWindow ?? false,
      },
      entryName(sys.id, STRUCTURE_TYPES.menuItem),
      problems,
    );
    return item ? [item] : [];
  });
  // Drop orphans until none is left: a child of a dropped item is an orphan too.
  let items = candidates;
  for (;;) {
    const ids = new Set(items.map((item) => item.id));
    const orphans = items.filter((item) => item.parent !== null && !ids.has(item.parent));
    if (orphans.length === 0) return items;
    for (const orphan of orphans)
      problems.push({
        entry: entryName(orphan.id, STRUCTURE_TYPES.menuItem),
        field: 'parent',
        message: `links to '${orphan.parent ?? ''}', which is missing, unpublished or left out`,
      });
    items = items.filter((item) => !orphans.includes(item));
  }
}

/** A `footerSection` entry → a footer section, or undefined after recording problems. */
export function toFooterSection(
  { sys, fields }: EntryWire,
  problems: ContentProblem[],
): FooterSection | undefined {
  return validateEntry(
    footerSectionSchema,
    { title: fields.title, locale: 'nb', order: fields.order, items: fields.items },
    entryName(sys.id, STRUCTURE_TYPES.footerSection),
    problems,
  );
}
