import { productionSchema, type ImageAsset, type Production } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { problemsOf } from '../validation';
import { contentHtml, entryName, FieldProblem, imageFromAsset } from './reshape';
import type { EntryWire } from './wire';

// The programme source owns a production's facts; a `productionText` entry overrides only the
// editorial fields it fills in (docs/content.md, Contentful: productions' editorial texts).

export const PRODUCTION_TEXT_TYPE = 'productionText';

const WIDE: ReadonlySet<ImageAsset['type']> = new Set(['first_image', 'image']);

const filled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** The production with the entry's filled fields laid over it (not yet validated). @throws FieldProblem */
function overlay(production: Production, fields: EntryWire['fields']): unknown {
  const image = filled(fields.image)
    ? imageFromAsset(fields.image, 'image', 'first_image', fields.imageFocalPoint)
    : undefined;
  const poster = filled(fields.poster)
    ? imageFromAsset(fields.poster, 'poster', 'poster')
    : undefined;
  const assets = [
    ...(image ? [image] : []),
    ...production.assets.filter(
      (asset) => !(image && WIDE.has(asset.type)) && !(poster && asset.type === 'poster'),
    ),
    ...(poster ? [poster] : []),
  ];
  const features: Record<string, unknown> = { ...production.features };
  for (const key of ['director', 'performer', 'cast'] as const)
    if (filled(fields[key])) features[key] = fields[key];
  return {
    ...production,
    features,
    contents: {
      summary: filled(fields.summary) ? fields.summary : production.contents.summary,
      body: filled(fields.body) ? contentHtml(fields.body, 'body') : production.contents.body,
    },
    assets,
  };
}

/** The entry's field for a production-schema path (`contents.body` → `body`, `assets[0].alt` → `image.alt`). */
function fieldOf(path: string): string {
  const match = /^(?:contents|features)\.(\w+)(.*)$/.exec(path);
  if (match) return `${match[1] ?? ''}${match[2] ?? ''}`;
  return path.startsWith('assets') ? path.replace(/^assets\[\d+\]/, 'image') : path;
}

/**
 * `productions` in the same order with their `productionText` entries laid over them. A bad entry
 * (matching no production, a second one for it, a wrong field, a rejected result) becomes a
 * problem and the production keeps the programme's texts; for two entries the older one wins.
 */
export function applyProductionTexts(
  productions: Production[],
  entries: readonly EntryWire[],
  problems: ContentProblem[],
): Production[] {
  const keyOf = (production: Production) => [
    production.pageReference,
    production.catalogueNumber.toLowerCase(),
  ];
  const byKey = new Map(
    productions.flatMap((production) => keyOf(production).map((key) => [key, production] as const)),
  );
  const texts = new Map<Production, EntryWire>();
  for (const entry of entries) {
    const name = entryName(entry.sys.id, PRODUCTION_TEXT_TYPE);
    const key = entry.fields.production;
    const production = typeof key === 'string' ? byKey.get(key.trim().toLowerCase()) : undefined;
    if (typeof key !== 'string' || key.trim() === '')
      problems.push({
        entry: name,
        field: 'production',
        message: "is required: the production's page reference or catalogue number",
      });
    else if (!production)
      problems.push({
        entry: name,
        field: 'production',
        message: `'${key}' matches no production in the programme; ignored`,
      });
    else if (texts.has(production))
      problems.push({
        entry: name,
        field: 'production',
        message: `'${key}' already has the text of entry '${texts.get(production)?.sys.id ?? ''}'; ignored`,
      });
    else texts.set(production, entry);
  }
  return productions.map((production) => {
    const entry = texts.get(production);
    if (!entry) return production;
    const name = entryName(entry.sys.id, PRODUCTION_TEXT_TYPE);
    try {
      const parsed = productionSchema.safeParse(overlay(production, entry.fields));
      if (parsed.success) return parsed.data;
      problems.push(
        ...problemsOf(name, parsed.error).map((problem) => ({
          ...problem,
          field: fieldOf(problem.field),
          message: `${problem.message} (the production keeps the programme's texts)`,
        })),
      );
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      problems.push({
        entry: name,
        field: error.field,
        message: `${error.message} (the production keeps the programme's texts)`,
      });
    }
    return production;
  });
}
