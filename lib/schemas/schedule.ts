import { z } from 'zod';
import { slugSchema } from './common';
import { screeningTagSchema } from './event';

const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

/**
 * One rule of the seeded schedule from which the embedded content generates its events,
 * relative to the build date so the programme is never in the past.
 * `fromDay`/`toDay` are day offsets from the build date (0 = today, Europe/Oslo);
 * `weekdays` are ISO weekdays (1 = Monday … 7 = Sunday). Prices in kr.
 */
export const scheduleRuleSchema = z.strictObject({
  production: slugSchema,
  location: z.strictObject({ name: z.string().min(1), venue: z.string().min(1) }),
  times: z.array(clockTimeSchema).min(1),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1),
  fromDay: z.number().int().min(-7),
  toDay: z.number().int().max(120),
  lengthMinutes: z.number().int().positive().optional(),
  prices: z.array(z.strictObject({ label: z.string().min(1), amountKr: z.number().nonnegative() })).min(1),
  format: z.string().optional(),
  tags: z.array(screeningTagSchema).default([]),
});

/** The seeded schedule file (`content/schedule.json`). */
export const scheduleSchema = z.strictObject({
  seed: z.number().int(),
  ticketBaseUrl: z.url(),
  rules: z.array(scheduleRuleSchema),
});

export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
