import { z } from 'zod';

const envSchema = z.object({
  CONTENT_SOURCE: z.enum(['local', 'contentful', 'platform']).default('local'),
  /** Pins the build clock (ISO 8601) so generated showtimes are reproducible; default: now. */
  CONTENT_CLOCK: z.iso
    .datetime({ offset: true })
    .optional()
    .transform((value) => (value ? new Date(value) : new Date())),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Port of the local emulator of the outside services, started by `npm start` when no service URL is set. */
  EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Runtime service base URL (live availability); baked into the build. Default: the local emulator. */
  RUNTIME_URL: z.url().optional(),
  /** Film-club backend: 118 or 178; any other value none (SPEC.md §9). Default: the site config's partner id. */
  PARTNER_ID: z.coerce.number().int().optional(),
  FILMCLUB_118_URL: z.url().optional(),
  FILMCLUB_178_URL: z.url().optional(),
});

/** The runtime service base URL the build uses: RUNTIME_URL, or the local emulator's. */
export const runtimeUrl = (env: Env): string => env.RUNTIME_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT}/runtime`;

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

/** The film-club backends (DESIGN.md §3): partner id → which backend and how it authenticates. */
export const FILMCLUB_PARTNERS = [118, 178] as const;
export type FilmclubPartnerId = (typeof FILMCLUB_PARTNERS)[number];

/** Where the member layer talks to, fixed at build time; null when the partner id selects no backend. */
export interface FilmclubConfig {
  partnerId: FilmclubPartnerId;
  /** Base URL of the backend; each operation's path is its name under it (`<base>/LoginDx`). */
  baseUrl: string;
}

const isFilmclubPartner = (id: number): id is FilmclubPartnerId => (FILMCLUB_PARTNERS as readonly number[]).includes(id);

/** The film-club config for `PARTNER_ID` (default: the site's partner id); null for 184 and any other id. */
export function filmclubConfig(env: Env, sitePartnerId: number): FilmclubConfig | null {
  const partnerId = env.PARTNER_ID ?? sitePartnerId;
  if (!isFilmclubPartner(partnerId)) return null;
  const configured = partnerId === 118 ? env.FILMCLUB_118_URL : env.FILMCLUB_178_URL;
  return { partnerId, baseUrl: configured ?? `http://127.0.0.1:${env.EMULATOR_PORT}/filmclub/${partnerId}` };
}
