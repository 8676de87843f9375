import type { AxiosInstance } from 'axios';
import type * as z from 'zod/mini';
import type { FilmclubConfig } from '@/lib/config';
import type { FilmclubSession } from '@/lib/filmclub-session';
import { loadOnce } from '@/lib/load-once';
import { FilmclubError } from './errors';
import { deadlineSignal, eitherSignal } from './timeout';

/** The HTTP side of one backend, loaded with the first call: axios, the wire schemas and the error mapping. */
export interface Transport {
  http: AxiosInstance;
  /** The client's one shared SwitchTokensDx refresh (client.ts). */
  refresh: () => Promise<void>;
  wire: typeof import('./wire');
  toFilmclubError: (error: unknown) => FilmclubError;
}

export type CallRequest<T> = (transport: Transport, signal: AbortSignal) => Promise<T>;

/** How operations reach one backend; every promise rejects with FilmclubError only. */
export interface FilmclubCalls {
  /** Runs `request` under one 10 s deadline (`MEMBER_CALL_TIMEOUT_MS`), a 178 refresh and retry included. */
  call<T>(request: CallRequest<T>, signal?: AbortSignal): Promise<T>;
  /** `call` for a logged-in member: 'auth-lost' before anything is sent when nobody is. */
  memberCall<T>(request: CallRequest<T>, signal?: AbortSignal): Promise<T>;
  /** A member GET, its answer validated by `schema`. */
  get<T extends z.ZodMiniType>(
    path: string,
    schema: (wire: Transport['wire']) => T,
    params: Record<string, string | number>,
    signal?: AbortSignal,
  ): Promise<z.infer<T>>;
  /** A member GET of a paged list (`{ Items, Total }`), its items validated by `item`. */
  getItems<T extends z.ZodMiniType>(
    path: string,
    item: (wire: Transport['wire']) => T,
    params: Record<string, string | number>,
    signal?: AbortSignal,
  ): Promise<{ items: z.infer<T>[]; total: number }>;
}

/** `data` validated by `schema`. @throws FilmclubError('invalid-response') */
export function parse<T extends z.ZodMiniType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new FilmclubError('invalid-response');
  return result.data;
}

/** The calls to the backend `config` selects, for `session` (docs/product.md, Film club). */
export function filmclubCalls(config: FilmclubConfig, session: FilmclubSession): FilmclubCalls {
  // axios, zod and the wire schemas load in their own chunk: a member screen's HTML references
  // only the store code (the budget of tests/e2e/member/bundle.spec.ts).
  const transport = loadOnce(async (): Promise<Transport> => {
    const [client, wire] = await Promise.all([import('./client'), import('./wire')]);
    return {
      ...client.createFilmclubTransport(config, session),
      wire,
      toFilmclubError: client.toFilmclubError,
    };
  });

  const call = async <T>(request: CallRequest<T>, signal?: AbortSignal): Promise<T> => {
    const deadline = deadlineSignal();
    const both = signal ? eitherSignal(signal, deadline) : deadline;
    let loaded: Transport;
    try {
      loaded = await transport();
    } catch {
      throw new FilmclubError('network');
    }
    let stop = () => {};
    // The deadline fails the call at once, even when the request does not honour the signal.
    const timedOut = new Promise<never>((_resolve, reject) => {
      stop = () => deadline.removeEventListener('abort', onDeadline);
      const onDeadline = () => reject(new FilmclubError('timeout'));
      deadline.addEventListener('abort', onDeadline, { once: true });
    });
    try {
      return await Promise.race([request(loaded, both), timedOut]);
    } catch (error) {
      throw deadline.aborted && !signal?.aborted
        ? new FilmclubError('timeout')
        : loaded.toFilmclubError(error);
    } finally {
      stop();
    }
  };

  // A cookie of 118 could still answer after a logout, so nothing is sent without a profile.
  const memberCall = <T>(request: CallRequest<T>, signal?: AbortSignal): Promise<T> =>
    session.profile() ? call(request, signal) : Promise.reject(new FilmclubError('auth-lost'));

  const get: FilmclubCalls['get'] = (path, schema, params, signal) =>
    memberCall(
      async ({ http, wire }, both) =>
        parse(schema(wire), (await http.get(path, { params, signal: both })).data),
      signal,
    );

  const getItems: FilmclubCalls['getItems'] = (path, item, params, signal) =>
    memberCall(async ({ http, wire }, both) => {
      const answer = await http.get(path, { params, signal: both });
      const page = parse(wire.pagedSchema(item(wire)), answer.data);
      return { items: page.Items, total: page.Total };
    }, signal);

  return { call, memberCall, get, getItems };
}
