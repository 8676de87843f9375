import { articleCategorySchema, menuItemSchema, slugSchema } from '@/lib/schemas';
import { PRODUCTION_TEXT_TYPE } from '@/services/content/contentful/reshape-production-text';
import { STRUCTURE_TYPES } from '@/services/content/contentful/reshape-site';
import {
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_TYPE,
} from '@/services/content/contentful/reshape-site-settings';

interface FieldOptions {
  name: string;
  type: string;
  required?: boolean;
  linkType?: string;
  items?: { type: string; validations?: Record<string, unknown>[] };
  validations?: Record<string, unknown>[];
}
interface RecordedType {
  options: { name: string; displayField: string };
  fields: Map<string, FieldOptions>;
}

/** A stand-in for contentful-migration's `migration` object that records what the script creates. */
function fakeMigration() {
  const types = new Map<string, RecordedType>();
  const fieldsOf = (id: string, fields: Map<string, FieldOptions>) => ({
    createField(fieldId: string, field: FieldOptions) {
      if (fields.has(fieldId)) throw new Error(`field '${id}.${fieldId}' created twice`);
      // contentful-migration's default: a field is optional unless `required: true`.
      fields.set(fieldId, { required: false, ...field });
    },
  });
  const migration = {
    createContentType(id: string, options: RecordedType['options']) {
      if (types.has(id)) throw new Error(`content type '${id}' created twice`);
      const fields = new Map<string, FieldOptions>();
      types.set(id, { options, fields });
      return fieldsOf(id, fields);
    },
    editContentType(id: string) {
      const type = types.get(id);
      if (!type) throw new Error(`content type '${id}' edited before it is created`);
      return fieldsOf(id, type.fields);
    },
  };
  return { migration, types };
}

type Migration = (migration: ReturnType<typeof fakeMigration>['migration']) => void;
/* eslint-disable @typescript-eslint/no-require-imports -- the migrations are CommonJS, as the contentful-migration tool loads them */
const migrations = [
  require('./001-content-model.js') as Migration,
  require('./002-article-events.js') as Migration,
];
/* eslint-enable @typescript-eslint/no-require-imports */
const { migration, types } = fakeMigration();
for (const step of migrations) step(migration);

const field = (type: string, id: string): FieldOptions => {
  const found = types.get(type)?.fields.get(id);
  if (!found) throw new Error(`the migration does not create ${type}.${id}`);
  return found;
};
const short = { type: 'Symbol' };
const asset = { type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] };

/** Every field the adapter reads, with the type (and required flag) it must have. */
const READ: Record<string, Record<string, Partial<FieldOptions>>> = {
  article: {
    title: { ...short, required: true },
    slug: { ...short, required: true },
    summary: { type: 'Text' },
    content: { type: 'RichText', required: true },
    image: { ...asset, required: true },
    imageFocalPoint: { type: 'Object' },
    thumbnail: asset,
    author: { ...short, required: true },
    category: { ...short, required: true },
    order: { type: 'Integer', required: true },
    productions: { type: 'Array', items: { type: 'Symbol' } },
    newsEndsOn: { type: 'Date' },
  },
  [STRUCTURE_TYPES.definition]: { definition: { type: 'Object', required: true } },
  [STRUCTURE_TYPES.menuItem]: {
    label: { ...short, required: true },
    path: { ...short, required: true },
    place: { ...short, required: true },
    order: { type: 'Integer', required: true },
    parent: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['menuItem'] }] },
    openInNewWindow: { type: 'Boolean' },
  },
  [STRUCTURE_TYPES.footerSection]: {
    title: { ...short, required: true },
    order: { type: 'Integer', required: true },
    items: { type: 'Object', required: true },
  },
  [SITE_SETTINGS_TYPE]: {
    title: short,
    description: { type: 'Text' },
    ticketingUrl: short,
    giftCardUrl: short,
    analyticsTrackingId: short,
    facebookPixelId: short,
    facebookVerificationCode: short,
    location: { type: 'Object' },
    productionTypes: { type: 'Object' },
  },
  [PRODUCTION_TEXT_TYPE]: {
    production: { ...short, required: true, validations: [{ unique: true }] },
    summary: { type: 'Text' },
    body: { type: 'RichText' },
    director: short,
    performer: short,
    cast: { type: 'Array', items: { type: 'Symbol' } },
    image: asset,
    imageFocalPoint: { type: 'Object' },
    poster: asset,
  },
};

const validation = (type: string, id: string, key: string): unknown =>
  field(type, id).validations?.find((entry) => key in entry)?.[key];
const pattern = (type: string, id: string): RegExp =>
  new RegExp((validation(type, id, 'regexp') as { pattern: string }).pattern);

describe('contentful/migrations/001-content-model.js and 002-article-events.js', () => {
  it('creates exactly the content types the adapter reads, each with a display field it has', () => {
    expect([...types.keys()].sort()).toEqual(Object.keys(READ).sort());
    for (const [id, { options, fields }] of types)
      expect([id, fields.has(options.displayField)]).toEqual([id, true]);
  });

  it.each(
    Object.entries(READ).flatMap(([type, fields]) =>
      Object.entries(fields).map(([id, expected]) => [type, id, expected] as const),
    ),
  )('creates %s.%s with the type the adapter reads', (type, id, expected) => {
    expect(field(type, id)).toMatchObject({
      required: false,
      ...expected,
      name: expect.any(String),
    });
  });

  it('creates every site setting the adapter lays over site.json', () => {
    expect([...(types.get(SITE_SETTINGS_TYPE)?.fields.keys() ?? [])]).toEqual([
      ...SITE_SETTINGS_FIELDS,
    ]);
  });

  it('allows the same values as the site’s schemas in its `in` and `regexp` validations', () => {
    expect(validation('article', 'category', 'in')).toEqual(articleCategorySchema.options);
    expect(validation('menuItem', 'place', 'in')).toEqual(menuItemSchema.shape.place.options);
    expect(validation('article', 'slug', 'unique')).toBe(true);
    const reference = field('article', 'productions').items?.validations?.[0]?.regexp as {
      pattern: string;
    };
    expect(reference.pattern).toBe(
      (validation('article', 'slug', 'regexp') as typeof reference).pattern,
    );
    for (const slug of ['julekonsert-2026', 'a_b', 'Store-bokstaver', 'slutt-', 'ære'])
      expect([slug, pattern('article', 'slug').test(slug)]).toEqual([
        slug,
        slugSchema.safeParse(slug).success,
      ]);
    for (const path of [
      '/kinoprogram',
      'https://billett.example.no',
      'http://x.no',
      'javascript:alert(1)',
      'kino',
    ])
      expect([path, pattern('menuItem', 'path').test(path)]).toEqual([
        path,
        menuItemSchema.shape.path.safeParse(path).success,
      ]);
    expect([
      pattern('siteSettings', 'ticketingUrl').test('https://billett.example.no'),
      pattern('siteSettings', 'ticketingUrl').test('http://billett.example.no'),
    ]).toEqual([true, false]);
  });
});
