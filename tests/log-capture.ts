import { Writable } from 'node:stream';
import { createLog, type SiteLog } from '@/server/log';

/** A line of the site server's log, parsed. */
export type LogLine = Record<string, unknown> & { msg: string; level: string };

/**
 * The site server's JSON log (server/log.ts) written into memory, for tests: the raw text (to
 * search for what must never be there) and the parsed lines, optionally those of one event.
 */
export function capturedLog(secrets: readonly string[] = []): {
  log: SiteLog;
  text: () => string;
  lines: (msg?: string) => LogLine[];
} {
  const chunks: string[] = [];
  const log = createLog({
    format: 'json',
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    }),
    secrets,
  });
  const text = () => chunks.join('');
  const lines = (msg?: string) =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => msg === undefined || line.msg === msg);
  return { log, text, lines };
}
