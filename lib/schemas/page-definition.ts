import { z } from 'zod';
import { pathSchema } from './common';
import { blockDefinitionSchema, dataPropModels } from './blocks';

const spansSchema = z.strictObject({
  xs: z.number().int().min(1).max(12),
  md: z.number().int().min(1).max(12),
  lg: z.number().int().min(1).max(12),
});
const ordersSchema = z.strictObject({
  xs: z.number().int(),
  md: z.number().int(),
  lg: z.number().int(),
});

/** Span and visual order per breakpoint of the 12-column grid. */
export const columnSchema = z.strictObject({
  index: z.number().int().nonnegative(),
  span: spansSchema,
  order: ordersSchema,
});

/** `container` rows are width-limited, others full width. */
export const rowSchema = z.strictObject({
  index: z.number().int().nonnegative(),
  container: z.boolean(),
  columns: z.array(columnSchema).min(1),
});

const DOT_PATH = /^[a-zA-Z_][\w]*(?:\.[a-zA-Z_][\w]*)*$/;

/**
 * `property` is a dot-path; a `value` starting with ':' is a route parameter. An `in` filter's
 * `value` is `<source>.<dot-path>` of a source declared before it (checked with the page).
 */
export const filterSchema = z.strictObject({
  property: z.string().regex(DOT_PATH, 'must be a dot-path such as production.pageReference'),
  value: z.string(),
  operator: z.enum(['eq', 'regex', 'in']),
});

/** `collection` false yields one entity or none. */
export const sourceSchema = z.strictObject({
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be an identifier'),
  model: z.enum(['production', 'event', 'article']),
  collection: z.boolean(),
  filters: z.array(filterSchema).default([]),
  sort: z
    .strictObject({ property: z.string().min(1), direction: z.enum(['asc', 'desc']) })
    .optional(),
  limit: z.number().int().positive().optional(),
});

/** `{{path | filter}}` over the page's sources, `site` and `params`. */
export const bindingSchema = z.strictObject({
  expression: z.string(),
  source: z.string().optional(),
});

export const metaSchema = z.strictObject({
  title: bindingSchema,
  description: bindingSchema.optional(),
  keywords: bindingSchema.optional(),
  image: bindingSchema.optional(),
  facebookVerificationCode: bindingSchema.optional(),
});

/** An `in` filter reads a source declared before its own (the engine resolves sources in order). */
function checkInFilters(sources: readonly Source[], ctx: z.RefinementCtx): void {
  sources.forEach((source, index) =>
    source.filters.forEach((filter, filterIndex) => {
      if (filter.operator !== 'in') return;
      const [name, ...rest] = filter.value.split('.');
      const earlier = sources.slice(0, index).some((candidate) => candidate.name === name);
      if (!earlier || rest.length === 0 || !DOT_PATH.test(filter.value))
        ctx.addIssue({
          code: 'custom',
          path: ['sources', index, 'filters', filterIndex, 'value'],
          message: `an \`in\` filter takes <source>.<dot-path> of a source declared before it, not '${filter.value}'`,
        });
    }),
  );
}

/** Cross-references are checked here, so a broken one names its field. */
export const pageDefinitionSchema = z
  .strictObject({
    id: z.string().min(1),
    path: pathSchema,
    title: z.string().min(1),
    layout: z.literal('header-footer'),
    pageType: z.enum(['ordinary', 'standard']),
    template: z.strictObject({ rows: z.array(rowSchema).min(1) }),
    sources: z.array(sourceSchema).default([]),
    blocks: z.array(blockDefinitionSchema),
    meta: z.strictObject({ nb: metaSchema }),
  })
  .superRefine((page, ctx) => {
    const sources = new Map(page.sources.map((source) => [source.name, source]));
    checkInFilters(page.sources, ctx);
    const blockIds = new Set<string>();
    page.blocks.forEach((block, index) => {
      if (blockIds.has(block.id))
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'id'],
          message: `duplicate block id '${block.id}'`,
        });
      blockIds.add(block.id);
      const row = page.template.rows.find((candidate) => candidate.index === block.place.row);
      if (!row)
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'place', 'row'],
          message: `no row ${block.place.row} in the template`,
        });
      else if (!row.columns.some((column) => column.index === block.place.column)) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'place', 'column'],
          message: `row ${row.index} has no column ${block.place.column}`,
        });
      }
      for (const [prop, sourceName] of Object.entries(
        block.data as Record<string, string | undefined>,
      )) {
        if (sourceName === undefined) continue;
        const source = sources.get(sourceName);
        if (!source) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', index, 'data', prop],
            message: `refers to unknown source '${sourceName}'`,
          });
        } else if (!dataPropModels[prop]?.includes(source.model)) {
          ctx.addIssue({
            code: 'custom',
            path: ['blocks', index, 'data', prop],
            message: `source '${sourceName}' is a ${source.model}, not ${dataPropModels[prop]?.join(' or ')}`,
          });
        }
      }
    });
    for (const [key, binding] of Object.entries(page.meta.nb)) {
      if (binding?.source && !sources.has(binding.source)) {
        ctx.addIssue({
          code: 'custom',
          path: ['meta', 'nb', key, 'source'],
          message: `refers to unknown source '${binding.source}'`,
        });
      }
    }
  });

export type PageDefinition = z.infer<typeof pageDefinitionSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type Filter = z.infer<typeof filterSchema>;
export type Binding = z.infer<typeof bindingSchema>;
export type Row = z.infer<typeof rowSchema>;
export type Column = z.infer<typeof columnSchema>;
export type Meta = z.infer<typeof metaSchema>;
