import os from 'node:os';
import path from 'node:path';

/**
 * The newsletter store of the site server on `port` during end-to-end runs: a file in the temp
 * folder (NEWSLETTER_STORE), so runs never write into the project. Sign-ups use unique addresses,
 * so entries left from earlier runs do not matter.
 */
export const newsletterStorePath = (port: number) =>
  path.join(os.tmpdir(), `kulturhuset-e2e-${port}`, 'newsletter-subscribers.jsonl');
