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

/*
 * The site structure an editor may keep in the space (docs/architecture.md, Content sources: `contentful`, issue 5):
 * - `pageDefinition`: one JSON field `definition` holding a page definition exactly as in
 *   `page-definitions/*.json` (template, sources, blocks, meta); its `id` defaults to the entry id.
 * - `menuItem`: `label`, `path`, `place` (`header` | `footer`), `order`, optional `parent` (a link
 *   to another menuItem) and `openInNewWindow`.
 * - `footerSection`: `title`, `order`, and a JSON field `items` (`[{ type, value, order, href? }]`).
 * Each entry is validated by the same schema as the embedded files; a bad one becomes a problem
 * named `contentful <type> '<sys.id>'` with its field, and is left out.
 */

/** Content type ids of the site structure in the space. */
export const STRUCTURE_TYPES = {
  definition: 'pageDefinition',
  menuItem: 'menuItem',
  footerSection: 'footerSection',
} as const;

/** The id of a linked entry, resolved (an entry object) or not (a Link); undefined for anything else. */
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

/**
 * A `pageDefinition` entry → a validated page definition, or undefined after recording problems
 * with fields prefixed `definition.` (e.g. `definition.blocks[0].type`).
 */
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

/**
 * The `menuItem` entries → menu items (docs/product.md, Entities: Menu item), in the site's locale `nb`. An item
 * whose `parent` links to an entry that is missing, unpublished or itself left out is reported on
 * `parent` and left out, so no menu shows an orphan.
 */
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

/** A `footerSection` entry → a validated footer section (docs/product.md, Entities), or undefined after recording problems. */
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
