import { z } from 'zod';
import { slugSchema } from './common';
import { screeningTagSchema } from './event';
import { clockTimeSchema, isoWeekdaySchema, priceSchema } from './house';

/** Furthest day offset the schedule may reach (about four months). */
const HORIZON_DAYS = 120;
const dayOffsetSchema = z.number().int().min(0).max(HORIZON_DAYS);

/**
 * One rule of the seeded schedule from which the embedded content generates its events, relative
 * to the build's Oslo day (offset 0), so the programme is never in the past and has the same shape
 * whatever weekday the site is built on. A rule has one of two forms:
 *
 * - **weekly**: `weekdays` (ISO, 1 = Monday … 7 = Sunday) between day offsets `fromDay` and `toDay`.
 *   The window must hold at least 7 days after the build day, so every listed weekday falls in it
 *   on a build made on any day (a shorter window would be empty on some build weekdays).
 * - **anchored** (one-off and short runs): `anchor` is the first `weekday` on or after day offset
 *   `onOrAfterDay` (at least 1, so it is always ahead); `days` are offsets from that anchor, so a
 *   Thursday–Saturday run stays consecutive.
 *
 * `hall` is a hall id of `content/house.json`. A weekly rule may instead name a `series` of the
 * house, which gives its hall, weekdays, time, length, prices and tags (the rule's own tags are
 * added). Prices in kr, either inline (`prices`) or a `priceList` of the house; `lengthMinutes` overrides the production's length.
 */
export const scheduleRuleSchema = z
  .strictObject({
    production: slugSchema,
    series: slugSchema.optional(),
    hall: slugSchema.optional(),
    times: z.array(clockTimeSchema).min(1).optional(),
    weekdays: z.array(isoWeekdaySchema).min(1).optional(),
    fromDay: dayOffsetSchema.optional(),
    toDay: dayOffsetSchema.optional(),
    anchor: z
      .strictObject({ weekday: isoWeekdaySchema, onOrAfterDay: dayOffsetSchema.min(1) })
      .optional(),
    days: z.array(z.number().int().min(0).max(27)).min(1).optional(),
    lengthMinutes: z.number().int().positive().optional(),
    prices: z.array(priceSchema).min(1).optional(),
    priceList: slugSchema.optional(),
    format: z.string().optional(),
    tags: z.array(screeningTagSchema).default([]),
  })
  .superRefine((rule, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const weekly = rule.fromDay !== undefined || rule.toDay !== undefined;
    const anchored = rule.anchor !== undefined || rule.days !== undefined;
    if (weekly === anchored)
      return problem(
        'fromDay',
        'give either fromDay/toDay (weekly) or anchor/days (one-off), not both or neither',
      );
    if (weekly) {
      if (rule.fromDay === undefined || rule.toDay === undefined)
        return problem(
          rule.fromDay === undefined ? 'fromDay' : 'toDay',
          'is required with a weekly rule',
        );
      if (rule.toDay - Math.max(rule.fromDay, 1) + 1 < 7) {
        return problem(
          'toDay',
          'the window must hold at least 7 days after the build day, or the rule yields nothing on some build weekdays; place one-off and short runs with anchor/days',
        );
      }
    } else if (rule.anchor === undefined || rule.days === undefined)
      return problem(
        rule.anchor === undefined ? 'anchor' : 'days',
        'is required with an anchored rule',
      );
    if (rule.series !== undefined) {
      if (anchored)
        return problem('series', 'a series gives the weekday: use fromDay/toDay, not anchor/days');
      for (const field of ['hall', 'times', 'weekdays', 'prices', 'priceList'] as const)
        if (rule[field] !== undefined)
          problem(field, `comes from series '${rule.series}': leave it out`);
      return;
    }
    for (const field of ['hall', 'times'] as const)
      if (rule[field] === undefined) problem(field, 'is required (or name a series)');
    if ((rule.prices === undefined) === (rule.priceList === undefined))
      problem(
        'prices',
        'give either prices or a priceList of content/house.json (or name a series)',
      );
    if (weekly && rule.weekdays === undefined)
      problem('weekdays', 'is required with a weekly rule');
    if (anchored && rule.weekdays !== undefined)
      problem('weekdays', 'an anchored rule takes its weekday from anchor');
  });

/** The seeded schedule file (`content/schedule.json`). */
export const scheduleSchema = z.strictObject({
  seed: z.number().int(),
  ticketBaseUrl: z.url(),
  rules: z.array(scheduleRuleSchema),
});

export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
