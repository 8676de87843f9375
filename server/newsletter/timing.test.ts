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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2;
};

// Issue 26 item 4: a known address was answered in 0.95 ms, a new one in 2.15 ms (written and
// synced), so 92 % of single requests told them apart.
describe('the newsletter answer’s time', () => {
  it('is the same for 100 known and 100 new addresses (medians within 10 %)', async () => {
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
    const known = Array.from({ length: 100 }, (_, index) => `kjent${index}@example.no`);
    const fresh = Array.from({ length: 100 }, (_, index) => `ny${index}@example.no`);
    for (const email of known) await store.subscribe(email);
    // Warm: the first requests of a process are slow whoever sends them.
    for (let index = 0; index < 10; index += 1) await signUp(`varm${index}@example.no`);

    // Interleaved in a random order, so the busy machine's slow moments fall on both alike.
    const times = { known: [] as number[], fresh: [] as number[] };
    const bodies = new Set<string>();
    for (let index = 0; index < 100; index += 1) {
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
    const [knownMs, freshMs] = [median(times.known), median(times.fresh)];
    const differs = Math.max(knownMs, freshMs) / Math.min(knownMs, freshMs) - 1;
    // The figures in the failure message: the medians and whether they are within 10 %.
    expect({ knownMs, freshMs, within10Percent: differs < 0.1 }).toEqual({
      knownMs,
      freshMs,
      within10Percent: true,
    });
    await app.close();
    // 210 answers of at least 40 ms each, on a busy machine.
  });
});
