import { z } from 'zod';
import { slugSchema } from './common';
import { screeningTagSchema } from './event';

export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
export const isoWeekdaySchema = z.number().int().min(1).max(7);
export const priceSchema = z.strictObject({
  label: z.string().min(1),
  amountKr: z.number().nonnegative(),
});

/** A weekly opening of a hall: the same hours on each of `weekdays`, closing after opening. */
export const openingHoursSchema = z
  .strictObject({
    weekdays: z.array(isoWeekdaySchema).min(1),
    open: clockTimeSchema,
    close: clockTimeSchema,
  })
  .refine((hours) => hours.close > hours.open, {
    message: 'must close after it opens',
    path: ['close'],
  });

/**
 * `openingHours` as Norwegian text, lower case (`mandag–fredag 07:30–22:30`); `hours`, when given,
 * are the hall's weekly openings (lib/open-now.ts) and its `openingHours` text is made from them.
 */
export const hallSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  venue: z.string().min(1),
  seats: z.number().int().positive().optional(),
  wheelchairPlaces: z.number().int().nonnegative().optional(),
  openingHours: z.string().min(1).optional(),
  hours: z.array(openingHoursSchema).min(1).optional(),
  hearingLoop: z.boolean().default(false),
});

// `everyOtherWeek` counts from a fixed Monday, so "annenhver tirsdag" is the same Tuesdays whatever the build day.
export const seriesSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  weekdays: z
    .array(isoWeekdaySchema)
    .min(1)
    .refine(
      (days) => days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0)),
      'must be ascending, without repeats',
    ),
  time: clockTimeSchema,
  lengthMinutes: z.number().int().positive().optional(),
  everyOtherWeek: z.boolean().default(false),
  hall: slugSchema,
  prices: z.array(priceSchema).min(1),
  tags: z.array(screeningTagSchema).default([]),
});

/** Oslo dates `from`–`to` inclusive; the schedule generates nothing there, so no cancelled session is sold. */
export const closureSchema = z.strictObject({
  hall: slugSchema,
  series: slugSchema.optional(),
  from: z.iso.date(),
  to: z.iso.date(),
  reason: z.string().min(1).optional(),
});

export const priceListSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  prices: z.array(priceSchema).min(1),
});

/**
 * A festival of the house: its Oslo dates `from`–`to` inclusive and its passes (kr). Which
 * productions it shows is the festival page's sources; which showings, those within its dates.
 */
export const festivalSchema = z.strictObject({
  id: slugSchema,
  name: z.string().min(1),
  from: z.iso.date(),
  to: z.iso.date(),
  passes: z.array(priceSchema).default([]),
});

/** `content/house.json`: the one place of the facts the schedule and the texts quote. */
export const houseSchema = z
  .strictObject({
    halls: z.array(hallSchema).min(1),
    series: z.array(seriesSchema),
    priceLists: z.array(priceListSchema).default([]),
    closures: z.array(closureSchema).default([]),
    festivals: z.array(festivalSchema).default([]),
  })
  .superRefine((house, context) => {
    const ids = [...house.halls, ...house.series, ...house.priceLists, ...house.festivals].map(
      (entry) => entry.id,
    );
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({ code: 'custom', path: ['halls'], message: `id '${id}' is used twice` });
    });
    const halls = new Set(house.halls.map((hall) => hall.id));
    house.series.forEach((series, index) => {
      if (!halls.has(series.hall))
        context.addIssue({
          code: 'custom',
          path: ['series', index, 'hall'],
          message: `refers to unknown hall '${series.hall}'`,
        });
    });
    house.closures.forEach((closure, index) => {
      const issue = (field: string, message: string) =>
        context.addIssue({ code: 'custom', path: ['closures', index, field], message });
      if (!halls.has(closure.hall)) issue('hall', `refers to unknown hall '${closure.hall}'`);
      const series = house.series.find((candidate) => candidate.id === closure.series);
      if (closure.series !== undefined && series?.hall !== closure.hall)
        issue('series', `refers to no series '${closure.series}' in hall '${closure.hall}'`);
      if (closure.to < closure.from) issue('to', `is before from (${closure.from})`);
    });
    house.festivals.forEach((festival, index) => {
      if (festival.to < festival.from)
        context.addIssue({
          code: 'custom',
          path: ['festivals', index, 'to'],
          message: `is before from (${festival.from})`,
        });
    });
  });

export type Hall = z.infer<typeof hallSchema>;
export type Series = z.infer<typeof seriesSchema>;
export type PriceList = z.infer<typeof priceListSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type Festival = z.infer<typeof festivalSchema>;
export type House = z.infer<typeof houseSchema>;
