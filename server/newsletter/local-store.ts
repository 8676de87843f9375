import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { newsletterEmailSchema } from '@/lib/newsletter-schema';
import type { NewsletterStore } from './types';

/*
 * The store file is JSON Lines, append-only (docs/product.md, Newsletter). Two kinds of line:
 *   {"email","subscribedAt","status":"pending","token"}   a sign-up, waiting for the subscriber
 *   {"email","confirmedAt","status":"confirmed"}          the subscriber followed the link
 * A line with neither status (written before sign-ups were confirmed) is a pending sign-up without
 * a link. Only a confirmed address counts: a mail job sends each pending line's link.
 */

/** One subscriber as the lines add up: the first sign-up, and the confirmation when there is one. */
export interface SubscriberRecord {
  email: string;
  /** The first sign-up (ISO 8601). */
  subscribedAt: string;
  status: 'pending' | 'confirmed';
  /** When the subscriber confirmed (ISO 8601). */
  confirmedAt?: string;
}

/** A sign-up's confirmation link: the address it confirms and when it was asked for (ms). */
interface PendingToken {
  email: string;
  issuedAt: number;
}

/** What a read of the store file found; unreadable lines (a write torn by a crash) are counted and skipped. */
export interface StoreContents {
  /** One per address, in the order they first signed up. */
  records: SubscriberRecord[];
  /** The confirmation links still open, by token. */
  tokens: Map<string, PendingToken>;
  skippedLines: number;
  /** False when the file ends inside a line, so the next append must start a new line first. */
  endsCleanly: boolean;
}

/** How long a confirmation link works, in ms: a week, then the sign-up must be made again. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

type Line =
  | { email: string; status: 'pending'; subscribedAt: string; token?: string }
  | { email: string; status: 'confirmed'; confirmedAt: string };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const toLine = (line: string): Line | undefined => {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const fields = value as Record<string, unknown>;
    const email = newsletterEmailSchema.safeParse(fields.email);
    if (!email.success) return undefined;
    const confirmedAt = text(fields.confirmedAt);
    if (fields.status === 'confirmed')
      return confirmedAt ? { email: email.data, status: 'confirmed', confirmedAt } : undefined;
    const subscribedAt = text(fields.subscribedAt);
    return subscribedAt
      ? { email: email.data, status: 'pending', subscribedAt, token: text(fields.token) }
      : undefined;
  } catch {
    return undefined;
  }
};

/** The lines added up: one record per address, the open links (`now` decides which have expired). */
function addUp(lines: Line[], now: number): Pick<StoreContents, 'records' | 'tokens'> {
  const records = new Map<string, SubscriberRecord>();
  const tokens = new Map<string, PendingToken>();
  for (const line of lines) {
    const record = records.get(line.email);
    if (line.status === 'confirmed') {
      if (record && record.status !== 'confirmed')
        Object.assign(record, { status: 'confirmed', confirmedAt: line.confirmedAt });
      continue;
    }
    if (!record)
      records.set(line.email, {
        email: line.email,
        subscribedAt: line.subscribedAt,
        status: 'pending',
      });
    const issuedAt = Date.parse(line.subscribedAt);
    if (line.token && issuedAt > now - CONFIRMATION_VALID_MS)
      tokens.set(line.token, { email: line.email, issuedAt });
  }
  return { records: [...records.values()], tokens };
}

/** Reads the store file; a missing file is an empty store. @throws the read error for anything but ENOENT. */
export async function readStoreFile(file: string, now = Date.now()): Promise<StoreContents> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { records: [], tokens: new Map(), skippedLines: 0, endsCleanly: true };
    throw error;
  }
  const raw = content.split('\n').filter((line) => line.trim() !== '');
  const lines = raw.map(toLine).filter((line) => line !== undefined);
  return {
    ...addUp(lines, now),
    skippedLines: raw.length - lines.length,
    endsCleanly: content === '' || content.endsWith('\n'),
  };
}

/** Only the server's own user may read the addresses (personal data, GDPR art. 32). */
const STORE_FILE_MODE = 0o600;

/**
 * Appends and flushes to disk (fsync) before the sign-up is answered, so an answered sign-up
 * survives a crash. A new file is created readable by its owner only.
 */
async function appendDurably(file: string, content: string): Promise<void> {
  const handle = await open(file, 'a', STORE_FILE_MODE);
  try {
    await handle.write(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The default store: an append-only JSON Lines file (`NEWSLETTER_STORE`, format above), read once
 * into memory. Every sign-up, of a new address or a known one, appends one pending line with a
 * fresh confirmation token and is flushed before the answer: the same work either way, so the
 * answer's time tells no one whether the address was on the list (issue 26 item 4). `confirm`
 * appends the confirmed line. Writes are serialised in this process; one process owns the file:
 * run one site server per file. Unreadable lines are skipped and counted to `warn`.
 * @throws the read error when the file exists but cannot be read.
 */
export async function openLocalStore(
  file: string,
  now: () => Date = () => new Date(),
  warn: (message: string) => void = console.warn,
): Promise<NewsletterStore> {
  const contents = await readStoreFile(file, now().getTime());
  if (contents.skippedLines > 0)
    warn(`newsletter store ${file}: ${contents.skippedLines} unreadable line(s) skipped`);
  const confirmed = new Set(
    contents.records.filter((record) => record.status === 'confirmed').map(({ email }) => email),
  );
  const { tokens } = contents;
  let needsNewline = !contents.endsCleanly;
  let queue: Promise<unknown> = Promise.resolve();

  const append = async (line: Line) => {
    const content = `${needsNewline ? '\n' : ''}${JSON.stringify(line)}\n`;
    await mkdir(path.dirname(file), { recursive: true });
    // After a failed write the file may end inside a line; the next one starts on a line of its own.
    needsNewline = true;
    await appendDurably(file, content);
    needsNewline = false;
  };
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    subscribe(email) {
      return serialised(async () => {
        const issued = now();
        const token = randomBytes(24).toString('base64url');
        await append({ email, status: 'pending', subscribedAt: issued.toISOString(), token });
        tokens.set(token, { email, issuedAt: issued.getTime() });
      });
    },
    confirm(token) {
      return serialised(async () => {
        const pending = tokens.get(token);
        if (!pending || pending.issuedAt <= now().getTime() - CONFIRMATION_VALID_MS)
          return undefined;
        if (!confirmed.has(pending.email)) {
          await append({
            email: pending.email,
            status: 'confirmed',
            confirmedAt: now().toISOString(),
          });
          confirmed.add(pending.email);
        }
        return pending.email;
      });
    },
  };
}
