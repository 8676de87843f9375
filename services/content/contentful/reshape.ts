import { documentToHtmlString } from '@contentful/rich-text-html-renderer';
import { articleSchema, focalPointSchema, type Article, type ImageAsset } from '@/lib/schemas';
import type { ContentProblem } from '../content-source';
import { validateEntry } from '../validation';
import { imageAssetWireSchema, linkSchema, type EntryWire } from './wire';

type RichTextDocument = Parameters<typeof documentToHtmlString>[0];

/** The name problems give an entry: `contentful article '<sys.id>'` (or another content type). */
export const entryName = (id: string, contentType = 'article'): string =>
  `contentful ${contentType} '${id}'`;

export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

// Structural only: a malformed node makes the renderer throw, which `contentHtml` reports.
const isRichText = (value: unknown): value is RichTextDocument =>
  typeof value === 'object' &&
  value !== null &&
  'nodeType' in value &&
  value.nodeType === 'document' &&
  'content' in value &&
  Array.isArray(value.content);

/** A long-text HTML string, or a Rich Text document rendered to HTML. Sanitised later, at render. */
export function contentHtml(value: unknown, field = 'content'): unknown {
  if (!isRichText(value)) return value;
  try {
    return documentToHtmlString(value);
  } catch (error) {
    throw new FieldProblem(
      field,
      `is a Rich Text document that cannot be rendered: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A linked Asset → the site's image; the SDK leaves an unresolved link as a `Link`. @throws FieldProblem */
export function imageFromAsset(
  value: unknown,
  field: string,
  type: ImageAsset['type'],
  focalPoint?: unknown,
  focalField = 'imageFocalPoint',
): ImageAsset | undefined {
  if (value === undefined || value === null) return undefined;
  const link = linkSchema.safeParse(value);
  if (link.success)
    throw new FieldProblem(
      field,
      `links to ${link.data.sys.linkType.toLowerCase()} '${link.data.sys.id}', which is missing, unpublished or deleted`,
    );
  const asset = imageAssetWireSchema.safeParse(value);
  if (!asset.success)
    throw new FieldProblem(
      field,
      `is not a usable image asset: ${asset.error.issues[0]?.message ?? 'invalid'}`,
    );
  const { title, description, file } = asset.data.fields;
  const point = focalPointSchema.safeParse(focalPoint ?? { x: 0.5, y: 0.5 });
  if (!point.success) throw new FieldProblem(focalField, 'must be JSON `{ "x": 0..1, "y": 0..1 }`');
  const wide = type === 'image' || type === 'first_image';
  return {
    type,
    url: file.url.startsWith('//') ? `https:${file.url}` : file.url,
    alt: description || title || '',
    width: file.details.image.width,
    height: file.details.image.height,
    ...(wide ? { focalPoint: point.data } : {}),
  };
}

function reshape({ sys, fields }: EntryWire): Record<string, unknown> {
  return {
    id: sys.id,
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    content: contentHtml(fields.content),
    image: imageFromAsset(fields.image, 'image', 'image', fields.imageFocalPoint),
    thumbnail: imageFromAsset(fields.thumbnail, 'thumbnail', 'thumbnail'),
    author: fields.author,
    category: fields.category,
    node_locale: 'nb',
    createdAt: Date.parse(sys.createdAt),
    updatedAt: Date.parse(sys.updatedAt),
    order: fields.order,
    productions: fields.productions,
    // A Contentful Date field holds an ISO 8601 date, with a time when the editor's format has one: the site keeps the day.
    newsEndsOn:
      typeof fields.newsEndsOn === 'string' ? fields.newsEndsOn.slice(0, 10) : fields.newsEndsOn,
  };
}

/** One `article` entry → an `Article`, or undefined after recording its problems (the entry is left out). */
export function toArticle(entry: EntryWire, problems: ContentProblem[]): Article | undefined {
  try {
    return validateEntry(articleSchema, reshape(entry), entryName(entry.sys.id), problems);
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    problems.push({ entry: entryName(entry.sys.id), field: error.field, message: error.message });
    return undefined;
  }
}
