import { http } from 'msw';
import { backendOf, type BackendContext } from './context';
import { injectedFault, withOmissions } from './faults';
import type { OperationName } from './operations';
import type { BackendState, LogEntry, Member } from './state';

type Resolver = (
  request: Request,
  backend: BackendState,
  now: number,
) => Response | Promise<Response>;
type MemberResolver = (
  request: Request,
  backend: BackendState,
  member: Member,
  now: number,
) => Response | Promise<Response>;

/** Entries kept per backend; older ones are dropped so a long `npm start` stays small. */
const LOG_LIMIT = 1000;
const LOGGED_HEADERS = ['x-token', 'authorization', 'cookie'] as const;

function record(backend: BackendState, operation: OperationName, request: Request): LogEntry {
  const headers: LogEntry['headers'] = {};
  for (const name of LOGGED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const entry: LogEntry = {
    operation,
    method: request.method,
    headers,
    query,
    at: new Date().toISOString(),
  };
  backend.log.push(entry);
  if (backend.log.length > LOG_LIMIT) backend.log.shift();
  return entry;
}

/**
 * The msw handler of one backend operation at `<root>/<name>`: logs the call, applies the control
 * rules (hang, disconnect, fail, invalid), then answers with `resolve` (less the fields of an `omit` rule).
 */
export function operation(
  context: BackendContext,
  method: 'GET' | 'POST',
  name: OperationName,
  resolve: Resolver,
) {
  const route = method === 'GET' ? http.get : http.post;
  return route(`${context.root}/${name}`, async ({ request }) => {
    const backend = backendOf(context);
    const entry = record(backend, name, request);
    const now = Date.now();
    const response =
      (await injectedFault(backend, name, request)) ??
      (await withOmissions(backend, name, await resolve(request, backend, now)));
    entry.status = response.status;
    return response;
  });
}

/** An operation only a signed-in member may call: the backend's authentication answers 401 otherwise. */
export function memberOperation(
  context: BackendContext,
  method: 'GET' | 'POST',
  name: OperationName,
  resolve: MemberResolver,
) {
  return operation(context, method, name, (request, backend, now) => {
    const member = context.auth.authenticate(backend, request, now);
    return member instanceof Response ? member : resolve(request, backend, member, now);
  });
}
