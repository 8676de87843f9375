import { z } from 'zod';
import { CALENDAR_FEED_IDS } from '../calendar-feeds';
import { imageAssetSchema } from './common';

export const placeSchema = z.strictObject({
  row: z.number().int().nonnegative(),
  column: z.number().int().nonnegative(),
  order: z.number().int(),
});

const sourceRef = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must name a source of the page');
const programVariantSchema = z.enum([
  'film',
  'culture',
  'upcoming',
  'overview',
  'pool',
  'activity',
]);

/** Common fields plus the component's own `props` and the page sources its `data` props read. */
function blockSchema<C extends string, P extends z.ZodRawShape, D extends z.ZodRawShape>(
  component: C,
  props: P,
  data: D,
) {
  return z.strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'),
    component: z.literal(component),
    hide: z.boolean().default(false),
    place: placeSchema,
    props: z.strictObject(props).default({} as never),
    data: z.strictObject(data).default({} as never),
  });
}

const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: z
    .string()
    .regex(/^(?:\/|https:\/\/|mailto:|tel:)/, 'must be a site path, https, mailto: or tel: link'),
  description: z.string().optional(),
});

export const blockDefinitionSchema = z.discriminatedUnion('component', [
  blockSchema(
    'cover',
    {
      title: z.string().optional(),
      lead: z.string().optional(),
      image: imageAssetSchema.optional(),
    },
    { subject: sourceRef.optional() },
  ),
  blockSchema(
    'title',
    {
      text: z.string().min(1),
      lead: z.string().optional(),
      visuallyHidden: z.boolean().optional(),
    },
    {},
  ),
  blockSchema('content', { html: z.string().min(1) }, {}),
  // `events` and `productions`: the programme an article's productions are looked up in (docs/content.md, Articles and their events).
  blockSchema(
    'article',
    {},
    { article: sourceRef, events: sourceRef.optional(), productions: sourceRef.optional() },
  ),
  blockSchema(
    'cardList',
    { title: z.string().optional(), limit: z.number().int().positive().optional() },
    { articles: sourceRef, events: sourceRef.optional() },
  ),
  blockSchema(
    'quickLinks',
    { title: z.string().optional(), links: z.array(linkSchema).min(1) },
    {},
  ),
  blockSchema(
    'program',
    {
      title: z.string().optional(),
      variant: programVariantSchema,
      classTitle: z.string().optional(),
      limit: z.number().int().positive().optional(),
      // `next-event`: by each production's next event, earliest first (docs/product.md, Programme order).
      order: z.enum(['source', 'next-event']).optional(),
    },
    { productions: sourceRef, events: sourceRef.optional() },
  ),
  // A festival's dates and passes quote content/house.json (`{{house.<festival>.from}}`); its films are the `productions` with `events` within the dates (docs/content.md, Festivals).
  blockSchema(
    'festival',
    {
      title: z.string().min(1),
      name: z.string().min(1),
      from: z.iso.date(),
      to: z.iso.date(),
      dates: z.string().min(1),
      passes: z.array(z.string().min(1)).default([]),
    },
    { productions: sourceRef, events: sourceRef },
  ),
  blockSchema(
    'schedule',
    { title: z.string().optional(), days: z.number().int().min(1).max(31).optional() },
    { events: sourceRef, productions: sourceRef },
  ),
  blockSchema(
    'weekGrid',
    { title: z.string().min(1), days: z.number().int().min(1).max(14).optional() },
    { events: sourceRef, productions: sourceRef },
  ),
  blockSchema(
    'slideshow',
    { title: z.string().optional(), classTitle: z.string().optional() },
    { productions: sourceRef },
  ),
  blockSchema('coverFlow', { title: z.string().optional() }, { productions: sourceRef }),
  blockSchema('movieInfo', {}, { production: sourceRef }),
  blockSchema(
    'ticketList',
    { title: z.string().optional() },
    { production: sourceRef, events: sourceRef },
  ),
  blockSchema('newsSubscribe', { title: z.string().min(1), text: z.string().min(1) }, {}),
  // The checkout link is not written in the block: it is the path of the named menu item (docs/product.md, Pages and routes, Gavekort).
  blockSchema(
    'subscribe',
    {
      title: z.string().min(1),
      text: z.string().min(1),
      menuItem: z.string().min(1, 'must name a menu item by its id'),
      label: z.string().min(1),
    },
    {},
  ),
  // `mainPages`: the pages offered when a search finds nothing, by path; titled as the search index holds them.
  blockSchema(
    'search',
    {
      title: z.string().optional(),
      mainPages: z.array(z.string().regex(/^\//, 'must be a site path')).default([]),
    },
    {},
  ),
  blockSchema('directions', { title: z.string().min(1) }, {}),
  // `hall`: a hall with opening hours in content/house.json; «Åpent nå – stenger kl. 21:00» (lib/open-now.ts).
  blockSchema('openNow', { hall: z.string().min(1) }, {}),
  // «Abonner på kalenderen»: a subscribable calendar of lib/calendar-feeds.ts.
  blockSchema('calendarFeed', { feed: z.enum(CALENDAR_FEED_IDS) }, {}),
  // Film-club member blocks (docs/product.md, Film club): each renders nothing when the build has no backend.
  blockSchema('memberLogin', { title: z.string().optional() }, {}),
  blockSchema('memberRegister', { title: z.string().optional() }, {}),
  blockSchema('memberForgotPassword', { title: z.string().optional() }, {}),
  blockSchema(
    'memberTickets',
    { title: z.string().optional() },
    // The films and their showings, for each ticket's calendar file (docs/product.md, A ticket in the calendar).
    { productions: sourceRef.optional(), events: sourceRef.optional() },
  ),
  blockSchema(
    'memberWatchList',
    { title: z.string().optional() },
    { productions: sourceRef.optional() },
  ),
  blockSchema('memberMovie', { title: z.string().optional() }, { production: sourceRef }),
]);

export type BlockDefinition = z.infer<typeof blockDefinitionSchema>;
export type BlockComponentName = BlockDefinition['component'];
export type ProgramVariant = z.infer<typeof programVariantSchema>;
export type Link = z.infer<typeof linkSchema>;

export const dataPropModels: Record<string, readonly ('production' | 'event' | 'article')[]> = {
  subject: ['production', 'article'],
  article: ['article'],
  articles: ['article'],
  productions: ['production'],
  production: ['production'],
  events: ['event'],
};
