import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { newsletterEmailSchema } from '@/lib/newsletter-schema';
import type { NewsletterStore } from './types';

/** One line of the store file (JSON Lines): the normalised address and when it signed up (ISO 8601). */
export interface SubscriberRecord {
  email: string;
  subscribedAt: string;
}

/** What a read of the store file found; unreadable lines (a write torn by a crash) are counted and skipped. */
export interface StoreContents {
  records: SubscriberRecord[];
  skippedLines: number;
  /** False when the file ends inside a line, so the next append must start a new line first. */
  endsCleanly: boolean;
}

const toRecord = (line: string): SubscriberRecord | undefined => {
  try {
    const value: unknown = JSON.parse(line);
    if (
      typeof value !== 'object' ||
      value === null ||
      !('email' in value) ||
      !('subscribedAt' in value)
    )
      return undefined;
    const email = newsletterEmailSchema.safeParse(value.email);
    return email.success && typeof value.subscribedAt === 'string'
      ? { email: email.data, subscribedAt: value.subscribedAt }
      : undefined;
  } catch {
    return undefined;
  }
};

/** Reads the store file; a missing file is an empty store. @throws the read error for anything but ENOENT. */
export async function readStoreFile(file: string): Promise<StoreContents> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { records: [], skippedLines: 0, endsCleanly: true };
    throw error;
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const records = lines.map(toRecord).filter((record) => record !== undefined);
  return {
    records,
    skippedLines: lines.length - records.length,
    endsCleanly: text === '' || text.endsWith('\n'),
  };
}

/** Only the server's own user may read the addresses (personal data, GDPR art. 32). */
const STORE_FILE_MODE = 0o600;

/**
 * Appends and flushes to disk (fsync) before the sign-up is confirmed, so a confirmed sign-up
 * survives a crash. A new file is created readable by its owner only.
 */
async function appendDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'a', STORE_FILE_MODE);
  try {
    await handle.write(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The default store: an append-only JSON Lines file (`NEWSLETTER_STORE`). The addresses are read
 * once into memory; writes are serialised in this process, so two sign-ups of one address at the
 * same moment still give one line. One process owns the file: run one site server per file.
 * @throws the read error when the file exists but cannot be read.
 */
export async function openLocalStore(
  file: string,
  now: () => Date = () => new Date(),
): Promise<NewsletterStore> {
  const contents = await readStoreFile(file);
  if (contents.skippedLines > 0)
    console.warn(`newsletter store ${file}: ${contents.skippedLines} unreadable line(s) skipped`);
  const emails = new Set(contents.records.map((record) => record.email));
  let needsNewline = !contents.endsCleanly;
  let queue: Promise<unknown> = Promise.resolve();

  const write = async (email: string): Promise<'subscribed' | 'already-subscribed'> => {
    if (emails.has(email)) return 'already-subscribed';
    const line = `${needsNewline ? '\n' : ''}${JSON.stringify({ email, subscribedAt: now().toISOString() } satisfies SubscriberRecord)}\n`;
    await mkdir(path.dirname(file), { recursive: true });
    // After a failed write the file may end inside a line; the next one starts on a line of its own.
    needsNewline = true;
    await appendDurably(file, line);
    needsNewline = false;
    emails.add(email);
    return 'subscribed';
  };

  return {
    subscribe(email) {
      const result = queue.then(() => write(email));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
