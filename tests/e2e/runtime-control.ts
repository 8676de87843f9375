import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The runtime service URL the public build was made for (the local emulator in tests). */
export const runtimeUrl: string = JSON.parse(
  readFileSync('out/build-info.json', 'utf8'),
).runtimeUrl;

/**
 * Sets events' availability in the emulator's runtime service and forgets only those events after
 * each test of the calling spec (other specs may be changing theirs at the same time). Call it at
 * the top level of a spec file.
 */
export function availabilityControl() {
  let changed: string[] = [];
  test.afterEach(async ({ request }) => {
    if (changed.length === 0) return;
    await request.delete(
      `${runtimeUrl}/_control/availability?ids=${changed.map(encodeURIComponent).join(',')}`,
    );
    changed = [];
  });
  return async (request: APIRequestContext, id: string, availability: string): Promise<void> => {
    const answer = await request.post(`${runtimeUrl}/_control/availability`, {
      data: { id, availability },
    });
    expect(answer.status()).toBe(204);
    changed.push(id);
  };
}
