import { z } from 'zod';
import { slugSchema } from './common';

export const availabilitySchema = z.enum(['available', 'few', 'soldout']);

/** The hearing loop is no tag but a fact of the hall (`location.hearingLoop`). */
export const screeningTagSchema = z.enum([
  'babykino',
  'seniorkino',
  'norsk-tekst',
  'norsk-tale',
  'synstolking',
  'avslappet',
  'filmklubb',
]);

/** `startTime` is ISO 8601 with the Oslo offset; prices in kr. */
export const eventSchema = z.strictObject({
  id: z.string().min(1),
  production: z.strictObject({ pageReference: slugSchema }),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }).optional(),
  location: z.strictObject({
    name: z.string().min(1),
    venue: z.string().min(1),
    hearingLoop: z.boolean().optional(),
  }),
  prices: z
    .array(z.strictObject({ label: z.string().min(1), amountKr: z.number().nonnegative() }))
    .min(1),
  availability: availabilitySchema,
  ticketUrl: z.url(),
  format: z.string().optional(),
  tags: z.array(screeningTagSchema),
});

export type Event = z.infer<typeof eventSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type ScreeningTag = z.infer<typeof screeningTagSchema>;
