import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { LogConfig } from '@/lib/config';

/** The site server's log: pino, one object a line, `msg` naming the event (README, Logs). */
export type SiteLog = Logger;

export interface LogOptions {
  /** LOG_FORMAT: `json` (default) or `pretty` (pino-pretty, one line per event). */
  format: LogConfig['format'];
  /** LOG_LEVEL: pino's level name. */
  level: LogConfig['level'];
  /** Where the lines go; default stdout. Tests pass a stream that collects them. */
  destination?: NodeJS.WritableStream;
  /** Values that must never be written (the configured secrets): each is replaced wherever it appears. */
  secrets?: readonly string[];
}

const REDACTED = '[redacted]';

/**
 * What looks like a secret in free text, as in an error message a library wrote: an e-mail
 * address (also percent-encoded, as in a request path), the password of a URL, a bearer token,
 * the value after a name such as `token=` or `"password":`, and a long opaque string (an API key).
 */
const PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/(\/\/)[^\s/@:"]+:[^\s/@"]+@/g, `$1${REDACTED}@`],
  [/[\w.!#$%&'*+=?^`{|}~-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[e-mail]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  [
    /\b((?:access[_-]?)?token|secret|password|passwd|signature|authorization|cookie|api[_-]?key|access[_-]?key|client[_-]?secret)(\\?["']?\s*[=:]\s*\\?["']?)(?!\[redacted\])[^\s"'&,;\\]+/gi,
    `$1$2${REDACTED}`,
  ],
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}\b/g, REDACTED],
];

/** `text` with e-mail addresses, tokens and the given secret values replaced (README, Logs). */
export function scrub(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    // As written, and as JSON escapes it inside a log line.
    for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)]))
      result = result.split(form).join(REDACTED);
  }
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/**
 * Object paths that hold secrets when a library logs a request or an error: blanked by pino
 * before the line is written. The request and response serializers below keep headers and bodies
 * out in the first place; this is the second lock.
 */
const REDACT_PATHS = [
  'req.headers',
  'res.headers',
  'headers',
  'body',
  'password',
  'token',
  'secret',
  'signature',
  'email',
  'authorization',
  'cookie',
  'err.config',
  'err.response',
  'err.request',
];

/**
 * stdout, written in blocks of 4 KB rather than a system call per line (which cost a loaded site
 * server a third of its throughput), and at least once a second, so a quiet server's lines still
 * show at once; pino writes what is left when the process exits.
 */
function bufferedStdout() {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), 1000).unref();
  return stdout;
}

/**
 * The site server's logger (issue 29, item 3): JSON on stdout by default, pino-pretty's single
 * lines with `format: 'pretty'`, from `level` up; ISO 8601 times and level names (`"level":"info"`),
 * so `jq 'select(.level == "error")'` reads it. Requests and replies are logged as method, path
 * without its query and status only; every line passes `scrub` before it is written, so no e-mail
 * address, token or configured secret reaches the log, not even inside an error message.
 */
export function createLog({ format, level, destination, secrets = [] }: LogOptions): SiteLog {
  const stream =
    format === 'pretty'
      ? pretty({
          destination: destination ?? 1,
          // Colours on a terminal only: journald and files get plain text.
          colorize: destination === undefined && process.stdout.isTTY,
          singleLine: true,
          translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : (destination ?? bufferedStdout());
  const cleanSecrets = secrets.filter((secret) => secret.length > 0);
  const options: LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: request.url?.split('?')[0],
      }),
      res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  const log = pino(
    { ...options, hooks: { streamWrite: (line) => scrub(line, cleanSecrets) } },
    stream,
  );
  // The request line's only free text is its path, which request-log.ts scrubs itself: the
  // scrub of a whole line would cost as much again as writing it, for every request.
  const requests = pino({ ...options, redact: [] }, stream);
  requestLogs.set(log, {
    write: (fields) =>
      requests.info({ ...fields, path: scrub(fields.path, cleanSecrets) }, 'request'),
  });
  return log;
}

/** The fields of a `request` line (README, Logs; server/request-log.ts). */
export interface RequestLine {
  method: string | undefined;
  path: string;
  status: number;
  bytes: number;
  durationMs: number;
  client: string;
  aborted?: true;
}

const requestLogs = new WeakMap<SiteLog, { write: (fields: RequestLine) => void }>();

/**
 * Writes `request` lines into `log`: for a log of createLog, with only the path scrubbed (the
 * other fields are numbers, an HTTP method and an address); for any other, through it.
 */
export function requestLineWriter(log: SiteLog): (fields: RequestLine) => void {
  const own = requestLogs.get(log);
  return own ? own.write : (fields) => log.info(fields, 'request');
}
