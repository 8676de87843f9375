import { z } from 'zod';
import {
  blockDefinitionSchema,
  pageDefinitionSchema,
  placeSchema,
  type PageDefinition,
} from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { fieldPath } from '../validation';
import type { BlockData } from './wire';

// The two forms of a block-data value (props, or a block) are in docs/content.md, Platform services.

/** A value in block form; strict, so a misspelt key (`plase`) is a named problem, not ignored. */
const blockEntrySchema = z.strictObject({
  component: z.string().min(1).optional(),
  place: placeSchema.optional(),
  hide: z.boolean().optional(),
  props: z.record(z.string(), z.unknown()).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
type BlockEntry = z.infer<typeof blockEntrySchema>;

const BLOCK_KEYS = ['component', 'place', 'hide', 'props', 'data'];
const isBlockForm = (value: Record<string, unknown>): boolean =>
  BLOCK_KEYS.some((key) => key in value);

const COMPONENTS: ReadonlySet<string> = new Set(
  blockDefinitionSchema.options.map((option) => option.shape.component.value),
);

class EntryProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The definition with one block-data entry applied (not yet validated). @throws EntryProblem */
function applyEntry(
  definition: PageDefinition,
  blockId: string,
  value: Record<string, unknown>,
): unknown {
  const existing = definition.blocks.find((block) => block.id === blockId);
  if (!isBlockForm(value)) {
    if (!existing)
      throw new EntryProblem(
        blockId,
        `matches no block of page definition '${definition.id}' (to add a block, give \`component\` and \`place\`)`,
      );
    return {
      ...definition,
      blocks: definition.blocks.map((block) =>
        block === existing ? { ...block, props: { ...block.props, ...value } } : block,
      ),
    };
  }
  const parsed = blockEntrySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? `${blockId}.${fieldPath(issue.path)}` : blockId;
    throw new EntryProblem(field, issue?.message ?? 'is invalid');
  }
  const entry: BlockEntry = parsed.data;
  if (entry.component !== undefined && !COMPONENTS.has(entry.component))
    throw new EntryProblem(
      `${blockId}.component`,
      `names the unknown component '${entry.component}'`,
    );
  if (existing) {
    if (entry.component !== undefined && entry.component !== existing.component)
      throw new EntryProblem(
        `${blockId}.component`,
        `is '${entry.component}', but the block is a '${existing.component}' (a block cannot change its component)`,
      );
    const changed = {
      ...existing,
      place: entry.place ?? existing.place,
      hide: entry.hide ?? existing.hide,
      props: { ...existing.props, ...entry.props },
      data: { ...existing.data, ...entry.data },
    };
    return {
      ...definition,
      blocks: definition.blocks.map((block) => (block === existing ? changed : block)),
    };
  }
  if (entry.component === undefined)
    throw new EntryProblem(
      `${blockId}.component`,
      `is required to add a block page definition '${definition.id}' lacks`,
    );
  if (entry.place === undefined)
    throw new EntryProblem(
      `${blockId}.place`,
      `is required to add a block page definition '${definition.id}' lacks`,
    );
  const added = {
    id: blockId,
    component: entry.component,
    place: entry.place,
    hide: entry.hide ?? false,
    props: entry.props ?? {},
    data: entry.data ?? {},
  };
  return { ...definition, blocks: [...definition.blocks, added] };
}

/** A problem of the page schema → the field of the block-data entry (`title.props.text`) when it is inside the block. */
function entryField(path: readonly PropertyKey[], candidate: unknown, blockId: string): string {
  const [head, index, ...rest] = path;
  const blocks =
    typeof candidate === 'object' &&
    candidate !== null &&
    'blocks' in candidate &&
    Array.isArray(candidate.blocks)
      ? (candidate.blocks as { id?: unknown }[])
      : [];
  if (head === 'blocks' && typeof index === 'number' && blocks[index]?.id === blockId)
    return rest.length > 0 ? `${blockId}.${fieldPath(rest)}` : blockId;
  return `${blockId} (${fieldPath(path)})`;
}

/**
 * Lays the platform's block data over the local page definitions one entry at a time, validating
 * the page after each; an entry that fails is left out as a problem on `<blockId>.<field>` and the
 * page builds with the others. Never throws for bad block data.
 */
export function applyBlockData(
  definitions: PageDefinition[],
  blockData: BlockData,
  problems: ContentProblem[],
): PageDefinition[] {
  const ids = new Set(definitions.map((definition) => definition.id));
  for (const [pageId, blocks] of Object.entries(blockData)) {
    if (ids.has(pageId)) continue;
    for (const blockId of Object.keys(blocks))
      problems.push({
        entry: `platform block-data '${pageId}'`,
        field: blockId,
        message: `matches no page definition '${pageId}'; ignored`,
      });
  }
  return definitions.map((definition) => {
    const entries = blockData[definition.id];
    if (!entries) return definition;
    const entryName = `platform block-data '${definition.id}'`;
    return Object.entries(entries).reduce((current, [blockId, value]) => {
      try {
        const candidate = applyEntry(current, blockId, value);
        const parsed = pageDefinitionSchema.safeParse(candidate);
        if (parsed.success) return parsed.data;
        problems.push(
          ...parsed.error.issues.map((issue) => ({
            entry: entryName,
            field: entryField(issue.path, candidate, blockId),
            message: `${issue.message}; ignored`,
          })),
        );
      } catch (error) {
        if (!(error instanceof EntryProblem)) throw error;
        problems.push({
          entry: entryName,
          field: error.field,
          message: `${error.message}; ignored`,
        });
      }
      return current;
    }, definition);
  });
}
