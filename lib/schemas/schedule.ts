import { z } from 'zod';
import { slugSchema } from './common';
import { screeningTagSchema } from './event';
import { clockTimeSchema, isoWeekdaySchema, priceSchema } from './house';

/** Furthest day offset. */
const HORIZON_DAYS = 120;
const dayOffsetSchema = z.number().int().min(0).max(HORIZON_DAYS);

/**
 * A rule of the seeded schedule, in day offsets from the build's Oslo day, so the programme has the
 * same shape whatever weekday it is built on (the forms: docs/content.md, Schedule rules). A weekly
 * window holds at least 7 days after the build day, or it would be empty on some build weekdays.
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

export const scheduleSchema = z.strictObject({
  seed: z.number().int(),
  ticketBaseUrl: z.url(),
  rules: z.array(scheduleRuleSchema),
});

export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
