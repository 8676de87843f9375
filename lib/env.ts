import { z } from 'zod';

const envSchema = z.object({
  CONTENT_SOURCE: z.enum(['local', 'contentful', 'platform']).default('local'),
  /** Pins the build clock (ISO 8601) so generated showtimes are reproducible; default: now. */
  CONTENT_CLOCK: z.iso
    .datetime({ offset: true })
    .optional()
    .transform((value) => (value ? new Date(value) : new Date())),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Server-side configuration parsed once from the environment (DESIGN.md §2).
 * @throws Error naming the first malformed variable, in one line.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`environment variable ${String(issue?.path[0])} is invalid: ${issue?.message}`);
}
