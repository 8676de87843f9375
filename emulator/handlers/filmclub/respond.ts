import type { z } from 'zod';
import type { wireErrorSchema } from '@/services/filmclub/wire';

type WireError = z.infer<typeof wireErrorSchema>;

/**
 * A JSON answer. A plain fetch `Response`, not msw's `HttpResponse`: msw copies the Set-Cookie
 * of an `HttpResponse` into one cookie jar it then adds to EVERY later request, which would log
 * every browser of the shared emulator in on backend 118 once anyone has.
 */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  Response.json(body, { status, headers });

/** An error answer of either backend: `{ Message, Code? }` (services/filmclub/wire.ts). */
export const wireError = (status: number, message: string, code?: string): Response =>
  json({ Message: message, ...(code ? { Code: code } : {}) } satisfies WireError, status);

/** The backends' error answers (docs/product.md, Film club), Norwegian as the real backends answer. */
export const errors = {
  invalidCredentials: () =>
    wireError(401, 'Feil e-postadresse eller passord.', 'INVALID_CREDENTIALS'),
  unauthenticated: () => wireError(401, 'Du er ikke logget inn.', 'UNAUTHENTICATED'),
  tokenExpired: () => wireError(401, 'Innloggingen har utløpt. Logg inn på nytt.', 'TOKEN_EXPIRED'),
  invalidToken: () => wireError(401, 'Ugyldig eller ukjent token.', 'INVALID_TOKEN'),
  emailTaken: () =>
    wireError(409, 'Det finnes allerede en bruker med denne e-postadressen.', 'EMAIL_TAKEN'),
  invalidInput: (message: string) => wireError(400, message, 'INVALID_INPUT'),
  filmNotFound: () => wireError(404, 'Fant ingen film med dette nummeret.', 'NOT_FOUND'),
  timeout: () => wireError(504, 'Tjenesten svarte ikke i tide.', 'TIMEOUT'),
};

/** The JSON body of a request, or undefined when it has none or it is not JSON. */
export const readJson = (request: Request): Promise<unknown> =>
  request.json().catch(() => undefined);
