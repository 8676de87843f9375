import { pageDefinitionSchema, type PageDefinition } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { problemsOf } from '../validation';
import type { BlockData } from './wire';

/**
 * Lays the platform's block data over the local page definitions: for each page-definition id
 * and block id present in both, the platform's props are merged over the block's own props
 * (shallow, the platform wins). The result is validated again by the page-definition schema; a
 * page whose merged blocks are invalid keeps its local props and each problem is recorded as
 * `page definition '<id>'` with the field (e.g. `blocks[1].props.text`). Block data that matches
 * no page or block is reported too (an id typed wrong on the platform would otherwise go unseen).
 */
export function applyBlockData(definitions: PageDefinition[], blockData: BlockData, problems: ContentProblem[]): PageDefinition[] {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  for (const [pageId, blocks] of Object.entries(blockData)) {
    const definition = byId.get(pageId);
    for (const blockId of Object.keys(blocks)) {
      if (!definition?.blocks.some((block) => block.id === blockId)) {
        problems.push({ entry: `platform block-data '${pageId}'`, field: blockId, message: definition ? `matches no block of page definition '${pageId}'; ignored` : `matches no page definition '${pageId}'; ignored` });
      }
    }
  }
  return definitions.map((definition) => {
    const blocks = blockData[definition.id];
    if (!blocks) return definition;
    const merged = { ...definition, blocks: definition.blocks.map((block) => ({ ...block, props: { ...block.props, ...blocks[block.id] } })) };
    const parsed = pageDefinitionSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    const entry = `page definition '${definition.id}'`;
    problems.push(...problemsOf(entry, parsed.error).map((problem) => ({ ...problem, message: `${problem.message} (platform block-data; the page keeps its local props)` })));
    return definition;
  });
}
