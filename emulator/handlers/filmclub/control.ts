import { http } from 'msw';
import { z } from 'zod';
import type { BackendAuth } from './auth';
import { resetEmulator, type FilmclubEmulator } from './emulator';
import { HANG_CAP_MS } from './faults';
import { OPERATIONS, type PartnerId } from './operations';
import { json, readJson, wireError } from './respond';

const partnerIdSchema = z.coerce.number().pipe(z.union([z.literal(118), z.literal(178)]));
const operationSchema = z.enum(OPERATIONS).optional();

export const failSchema = z.object({
  partnerId: partnerIdSchema,
  operation: operationSchema,
  status: z.number().int().min(400).max(599),
  message: z.string().min(1).optional(),
  code: z.string().min(1).optional(),
  times: z.number().int().positive().optional(),
  email: z.email().optional(),
});
export const invalidSchema = z.object({
  partnerId: partnerIdSchema,
  operation: operationSchema,
  times: z.number().int().positive().optional(),
});
export const hangSchema = z.object({
  partnerId: partnerIdSchema,
  operation: operationSchema,
  capMs: z.number().int().min(1).max(HANG_CAP_MS).optional(),
});
export const disconnectSchema = z.object({
  partnerId: partnerIdSchema,
  operation: operationSchema,
  times: z.number().int().positive().optional(),
  email: z.email().optional(),
});
export const omitSchema = z.object({
  partnerId: partnerIdSchema,
  operation: operationSchema,
  fields: z.array(z.string().min(1)).min(1),
  times: z.number().int().positive().optional(),
});
const expireSchema = z.object({ partnerId: partnerIdSchema });
const ttlSchema = z.object({ ttlMs: z.number().int().min(0).max(86_400_000) });

/** The Message (and Code) a `fail` rule answers unless the test gives its own. */
function defaultFailure(status: number): { message: string; code?: string } {
  if (status === 401) return { message: 'Du er ikke logget inn.', code: 'UNAUTHENTICATED' };
  return { message: status >= 500 ? 'Intern feil' : 'Forespørselen ble avvist.' };
}

const done = () => new Response(null, { status: 204 });

/** Parses a control body, or answers 400 `{ Message }` naming the first problem. */
async function parse<T>(schema: z.ZodType<T>, request: Request): Promise<T | Response> {
  const result = schema.safeParse((await readJson(request)) ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return wireError(
    400,
    `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    'INVALID_CONTROL',
  );
}

/**
 * Control calls for tests under `<base>/filmclub/_control/` (answer 204 unless said):
 * - POST fail `{ partnerId, operation?, status, message?, code?, times?, email? }`: matching calls
 *   (with `email`, only those made with that member's credential) answer `status` with
 *   `{ Message, Code? }` (default 500 'Intern feil') until reset, or `times` times;
 * - POST hang `{ partnerId, operation?, capMs? }`: matching calls hold open until reset, the
 *   caller aborts or `capMs` (default and max 120 000) passes, then answer 504 TIMEOUT;
 * - POST invalid `{ partnerId, operation?, times? }`: matching calls answer 200 with an HTML page
 *   instead of JSON (a proxy's maintenance page), until reset or `times` times;
 * - POST disconnect `{ partnerId, operation?, times?, email? }`: matching calls (with `email`, only
 *   that member's) fail as a network error, until reset or `times` times (over HTTP the connection drops);
 * - POST omit `{ partnerId, operation?, fields, times? }`: matching calls answer as usual but
 *   without these top-level JSON fields (a LoginDx without `marsToken`), until reset or `times` times;
 * - POST expire-tokens `{ partnerId }`: 178 expires every access token now; 118 ends every session;
 * - POST token-ttl `{ ttlMs }`: lifetime of 178 access tokens issued from now on;
 * - POST reset `{ partnerId? }`: seeded data, no sessions, tokens, faults or log (of that backend
 *   only, when given), default TTL; hung calls answer;
 * - GET log?partnerId → 200 `[{ operation, method, headers: { 'x-token'?, authorization?, cookie? }, query, at, status? }]`.
 */
export function controlHandlers(
  root: string,
  emulator: FilmclubEmulator,
  auths: Record<PartnerId, BackendAuth>,
) {
  return [
    http.post(`${root}/fail`, async ({ request }) => {
      const body = await parse(failSchema, request);
      if (body instanceof Response) return body;
      const fallback = defaultFailure(body.status);
      emulator.backends[body.partnerId].failures.push({
        operation: body.operation,
        status: body.status,
        message: body.message ?? fallback.message,
        code: body.code ?? (body.message ? undefined : fallback.code),
        remaining: body.times,
        email: body.email?.toLowerCase(),
      });
      return done();
    }),
    http.post(`${root}/hang`, async ({ request }) => {
      const body = await parse(hangSchema, request);
      if (body instanceof Response) return body;
      emulator.backends[body.partnerId].hangs.push({
        operation: body.operation,
        capMs: body.capMs ?? HANG_CAP_MS,
      });
      return done();
    }),
    http.post(`${root}/invalid`, async ({ request }) => {
      const body = await parse(invalidSchema, request);
      if (body instanceof Response) return body;
      emulator.backends[body.partnerId].invalidAnswers.push({
        operation: body.operation,
        remaining: body.times,
      });
      return done();
    }),
    http.post(`${root}/disconnect`, async ({ request }) => {
      const body = await parse(disconnectSchema, request);
      if (body instanceof Response) return body;
      emulator.backends[body.partnerId].disconnects.push({
        operation: body.operation,
        remaining: body.times,
        email: body.email?.toLowerCase(),
      });
      return done();
    }),
    http.post(`${root}/omit`, async ({ request }) => {
      const body = await parse(omitSchema, request);
      if (body instanceof Response) return body;
      emulator.backends[body.partnerId].omissions.push({
        operation: body.operation,
        fields: body.fields,
        remaining: body.times,
      });
      return done();
    }),
    http.post(`${root}/expire-tokens`, async ({ request }) => {
      const body = await parse(expireSchema, request);
      if (body instanceof Response) return body;
      auths[body.partnerId].expireAll(emulator.backends[body.partnerId], Date.now());
      return done();
    }),
    http.post(`${root}/token-ttl`, async ({ request }) => {
      const body = await parse(ttlSchema, request);
      if (body instanceof Response) return body;
      emulator.tokenTtlMs = body.ttlMs;
      return done();
    }),
    http.post(`${root}/reset`, async ({ request }) => {
      const scope = partnerIdSchema.safeParse(
        ((await request.json().catch(() => ({}))) as { partnerId?: unknown }).partnerId,
      );
      resetEmulator(emulator, scope.success ? scope.data : undefined);
      return done();
    }),
    http.get(`${root}/log`, ({ request }) => {
      const partnerId = partnerIdSchema.safeParse(
        new URL(request.url).searchParams.get('partnerId'),
      );
      if (!partnerId.success)
        return wireError(400, 'partnerId must be 118 or 178', 'INVALID_CONTROL');
      return json(emulator.backends[partnerId.data].log);
    }),
  ];
}
