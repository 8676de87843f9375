import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openLocalStore } from './local-store';
import { newsletterRoutes } from './routes';

// fastify's inject (light-my-request) requires cookie 2, an ES module jest's CommonJS loader cannot read on Node 20.
jest.mock('cookie', () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${value}`,
}));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsletter-timing-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

// Issue 26 item 4: a known address was answered in 0.95 ms, a new one in 2.15 ms (written and
// synced), so 92 % of single requests told them apart.
//
// Compared in pairs, not by medians: on a busy machine the store's write and sync often take
// longer than the answer floor, so the times spread from 40 ms to several hundred, and two
// medians of 100 such times differed by up to 35 % with no difference between the addresses
// (the old check, medians within 10 %, failed about half its runs beside two CPU-bound
// processes). A known and a new address sent back to back share the machine's moment; when the
// answer tells nothing, which of the two is faster is a coin toss.
const PAIRS = 100;
/** A fair coin gives one side more than 75 of 100 tosses once in 5 million runs (binomial tail, both sides). */
const MOST_WINS = 75;

describe('the newsletter answer’s time', () => {
  it('tells 100 known addresses from 100 new ones no better than a coin (each side faster in at most 75 of 100 pairs)', async () => {
    const store = await openLocalStore(path.join(dir, 'subscribers.jsonl'));
    const app = Fastify();
    await app.register(newsletterRoutes, {
      store,
      perAddress: { max: 100, windowMs: 60_000 },
      perIp: { max: 10_000, windowMs: 60_000 },
    });
    await app.ready();
    const signUp = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email },
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      return { ms, status: response.statusCode, body: response.body };
    };
    const known = Array.from({ length: PAIRS }, (_, index) => `kjent${index}@example.no`);
    const fresh = Array.from({ length: PAIRS }, (_, index) => `ny${index}@example.no`);
    for (const email of known) await store.subscribe(email);
    // Warm: the first requests of a process are slow whoever sends them.
    for (let index = 0; index < 10; index += 1) await signUp(`varm${index}@example.no`);

    // Interleaved in a random order, so the busy machine's slow moments fall on both alike.
    const times = { known: [] as number[], fresh: [] as number[] };
    const bodies = new Set<string>();
    for (let index = 0; index < PAIRS; index += 1) {
      const pair = [
        ['known', known[index] ?? ''],
        ['fresh', fresh[index] ?? ''],
      ] as const;
      for (const [kind, email] of Math.random() < 0.5 ? pair : [...pair].reverse()) {
        const answer = await signUp(email);
        expect(answer.status).toBe(201);
        bodies.add(answer.body);
        times[kind].push(answer.ms);
      }
    }
    expect(bodies.size).toBe(1);
    const knownFaster = times.known.filter((ms, index) => ms < (times.fresh[index] ?? 0)).length;
    // The figures in the failure message: how often each side was faster.
    const freshFaster = PAIRS - knownFaster;
    expect({
      knownFaster,
      freshFaster,
      coinLike: Math.max(knownFaster, freshFaster) <= MOST_WINS,
    }).toEqual({ knownFaster, freshFaster, coinLike: true });
    await app.close();
    // 210 answers of at least 40 ms each, on a busy machine.
  });
});
