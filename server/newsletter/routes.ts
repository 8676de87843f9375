import { setTimeout } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_ENDPOINT,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_MESSAGES,
  type NewsletterAnswer,
} from '@/lib/newsletter';
import { newsletterEmailSchema, newsletterSignupSchema } from '@/lib/newsletter-schema';
import { fixedWindowLimiter, type WindowLimit } from './address-limiter';
import { clientKey } from '../client-key';
import { logRateLimit } from '../ops-events';
import { answerPage } from './answer-page';
import { confirmAnswerPage, confirmQuestionPage } from './confirm-page';
import { ProviderError, type NewsletterStore } from './types';

export interface NewsletterRoutesOptions {
  store: NewsletterStore;
  /** Sign-up attempts per normalised address. Default 5 per 10 minutes. */
  perAddress?: WindowLimit;
  /** Requests per client (IPv4 address or IPv6 /64, server/client-key.ts; a looser limit against floods). Default 30 per 10 minutes. */
  perIp?: WindowLimit;
  /** The site name in the title of the no-JavaScript answer page. */
  siteTitle?: string;
  /** A sign-up is answered no sooner than this many ms after it arrived. Default SIGNUP_ANSWER_FLOOR_MS. */
  answerFloorMs?: number;
}

/**
 * The least time a sign-up takes to answer, in ms. Known and new addresses do the same work
 * (local-store.ts); on a busy disk its time still varies, and a floor above it makes the answers
 * of both take the same time (issue 26 item 4). Nobody notices 40 ms after pressing a button.
 */
export const SIGNUP_ANSWER_FLOOR_MS = 40;

/** A sign-up is one short field; anything larger is not a sign-up (413). */
const BODY_LIMIT_BYTES = 4 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const DEFAULT_BACK = '/meld-deg-pa-vart-nyhetsbrev';

class RateLimitedError extends Error {
  readonly statusCode = 429;
  /** `what` names the limit in the log: per client or per address (never the address). */
  constructor(
    readonly retryAfterSeconds: number,
    readonly what: string,
  ) {
    super(NEWSLETTER_MESSAGES.tooManyRequests);
  }
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** A path on this site to link back to: the form's `returnTo`, else the Referer's path (never another host). */
function backPath(request: FastifyRequest): string {
  const safe = (value: unknown) =>
    typeof value === 'string' && /^\/(?![/\\])[^\s\\]{0,200}$/.test(value) ? value : undefined;
  const body = request.body as Record<string, unknown> | undefined;
  let referer: string | undefined;
  try {
    referer = request.headers.referer ? new URL(request.headers.referer).pathname : undefined;
  } catch {
    referer = undefined;
  }
  return safe(body?.returnTo) ?? safe(referer) ?? DEFAULT_BACK;
}

/**
 * `POST /api/newsletter` (issue 6, item 2): the newsletter sign-up, as JSON `{ email, website? }`
 * or as a classic form post. JSON gets a `NewsletterAnswer`; a form post gets a page in Norwegian.
 * 201 `subscribed`: taken, waiting for the subscriber's confirmation (double opt-in, docs/product.md,
 * Newsletter), also when the address was already there (the same answer after the same work, so
 * nobody can test whether an address is on the list), 400 with `fieldErrors`, 429 over a limit
 * (with `Retry-After`), 502 when the provider failed (nothing stored). A filled-in honeypot
 * answers like a success and stores nothing. With a store that confirms itself (the local one):
 * `GET /api/newsletter/bekreft?token=…`, the mail's link, shows a button that posts the token to
 * `POST /api/newsletter/bekreft`, which confirms (200) or says the link does not work (404).
 * Register with `app.register`: the form parser, the rate limit and the error handler stay inside
 * this plugin.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: NewsletterRoutesOptions,
): Promise<void> {
  const {
    store,
    perAddress = { max: 5, windowMs: 10 * 60_000 },
    perIp = { max: 30, windowMs: 10 * 60_000 },
    siteTitle = 'Kulturhuset',
    answerFloorMs = SIGNUP_ANSWER_FLOOR_MS,
  } = options;
  const addressLimiter = fixedWindowLimiter(perAddress);
  await app.register(rateLimit, { global: false });
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    code: number,
    result: NewsletterAnswer,
  ) => {
    reply.code(code).header('Cache-Control', 'no-store');
    if (!isFormPost(request)) return reply.send(result);
    const body = request.body as Record<string, unknown> | undefined;
    const typed = typeof body?.email === 'string' ? body.email : '';
    return reply
      .type('text/html; charset=utf-8')
      .send(answerPage(result, typed, backPath(request), siteTitle));
  };

  app.setErrorHandler(
    (error: { statusCode?: number; retryAfterSeconds?: number }, request, reply) => {
      if (error instanceof RateLimitedError) {
        logRateLimit(request, error.what, error.retryAfterSeconds);
        reply.header('Retry-After', String(error.retryAfterSeconds));
        return answer(request, reply, 429, { status: 'rate-limited', message: error.message });
      }
      const code = error.statusCode ?? 500;
      if (code === 429) {
        logRateLimit(request, 'newsletter per client');
        return answer(request, reply, 429, {
          status: 'rate-limited',
          message: NEWSLETTER_MESSAGES.tooManyRequests,
        });
      }
      if (code >= 400 && code < 500)
        return answer(request, reply, code, {
          status: 'invalid',
          message: NEWSLETTER_MESSAGES.unreadable,
          fieldErrors: {},
        });
      request.log.error(error);
      return answer(request, reply, 500, {
        status: 'unavailable',
        message: NEWSLETTER_MESSAGES.unavailable,
      });
    },
  );

  const perIpLimit = {
    // An IPv6 client by its /64, the same key as the editors' gate (server/client-key.ts).
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
    max: perIp.max,
    timeWindow: perIp.windowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new RateLimitedError(Math.ceil(context.ttl / 1000), 'newsletter per client'),
  };
  const page = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  const confirm = store.confirm?.bind(store);
  if (confirm) {
    app.get(
      NEWSLETTER_CONFIRM_PATH,
      { config: { rateLimit: perIpLimit } },
      async (request, reply) => {
        const token = new URL(request.url, 'http://confirm.local').searchParams.get('token') ?? '';
        return page(reply, 200, confirmQuestionPage(siteTitle, token.slice(0, 100)));
      },
    );
    app.post(
      NEWSLETTER_CONFIRM_PATH,
      { bodyLimit: BODY_LIMIT_BYTES, config: { rateLimit: perIpLimit } },
      async (request, reply) => {
        const body = request.body as Record<string, unknown> | undefined;
        const token = typeof body?.token === 'string' ? body.token : '';
        const email = token ? await confirm(token) : undefined;
        return page(reply, email ? 200 : 404, confirmAnswerPage(siteTitle, email));
      },
    );
  }

  app.post(
    NEWSLETTER_ENDPOINT,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: {
        rateLimit: perIpLimit,
      },
    },
    async (request, reply) => {
      const signup = newsletterSignupSchema.safeParse(request.body);
      // Bots fill in every field; people never see this one. They get a success and nothing is stored.
      if (signup.success && signup.data[NEWSLETTER_HONEYPOT]?.trim()) {
        return answer(request, reply, 201, {
          status: 'subscribed',
          message: NEWSLETTER_MESSAGES.subscribed,
        });
      }
      const email = newsletterEmailSchema.safeParse(signup.success ? signup.data.email : '');
      if (!email.success) {
        const message = email.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.emailInvalid;
        return answer(request, reply, 400, {
          status: 'invalid',
          message,
          fieldErrors: { email: message },
        });
      }
      const wait = addressLimiter.hit(email.data);
      if (wait > 0) throw new RateLimitedError(wait, 'newsletter per address');
      const floor = setTimeout(answerFloorMs);
      try {
        await store.subscribe(email.data);
        await floor;
        return answer(request, reply, 201, {
          status: 'subscribed',
          message: NEWSLETTER_MESSAGES.subscribed,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.error(error);
        await floor;
        return answer(request, reply, 502, {
          status: 'unavailable',
          message: NEWSLETTER_MESSAGES.unavailable,
        });
      }
    },
  );
}
