import { expect, test, type Page } from '@playwright/test';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { XSS_VECTORS } from '../xss-corpus';

declare global {
  interface Window {
    __pwned: () => void;
    __pwnedCount: number;
  }
}

// The sanitiser is tested on its own: the site's CSP (tests/e2e/csp.spec.ts) would block inline
// handlers anyway and hide whether a vector survived sanitising.
test.use({ bypassCSP: true });

/**
 * Waits until React has committed the hydration of the page. Nodes added before that are a
 * hydration mismatch (React error #418), and React's recovery re-renders the tree and removes
 * them, so the test would check an empty page. There is no public signal; this reads the root's
 * `isDehydrated` flag (React 18 and 19: the HostRoot state of the root `hydrateRoot` created on
 * `document`), which turns false when the hydration commits.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    const hostRoot = key
      ? (
          document as unknown as Record<
            string,
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
          >
        )[key]
      : undefined;
    return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/** Waits for what a vector could still be doing: loads and errors of images and frames, then two frames' worth of tasks. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const VECTOR = '.xss-trap [data-xss-vector]';

/**
 * Renders each HTML fragment the way SafeHtml does (innerHTML of a `.rich-text` container), after
 * hydration and outside React's tree (the end of `<body>`), so React never removes them. Asserts
 * that every fragment is in the DOM before and after poking at it like a visitor (hover, click).
 * @returns how many times a vector ran (`window.__pwned()`).
 */
async function renderAndInteract(page: Page, fragments: string[]): Promise<number> {
  await page.addInitScript(() => {
    window.__pwnedCount = 0;
    window.__pwned = () => {
      window.__pwnedCount += 1;
    };
  });
  const hydrationErrors: string[] = [];
  page.on('pageerror', (error) => hydrationErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418/i.test(message.text()))
      hydrationErrors.push(message.text());
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.route('**/*', (route) =>
    route.request().url().startsWith('http://127.0.0.1') ? route.continue() : route.abort(),
  );
  await page.goto('/404.html');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke' }),
  ).toBeVisible();
  await waitForHydration(page);

  await page.evaluate((bodies) => {
    const trap = document.createElement('div');
    trap.className = 'xss-trap rich-text';
    trap.innerHTML = bodies
      .map((body, index) => `<div data-xss-vector="${index}"><p>Før</p>${body}<p>Etter</p></div>`)
      .join('\n');
    document.body.append(trap);
  }, fragments);
  await expect(page.locator(VECTOR)).toHaveCount(fragments.length);

  // Poke like a visitor: hover and click what is there (short timeouts: hidden leftovers just fail).
  for (const element of await page
    .locator(
      '.xss-trap a, .xss-trap h2, .xss-trap details, .xss-trap summary, .xss-trap button, .xss-trap img',
    )
    .all()) {
    await element.hover({ timeout: 250, force: true }).catch(() => {});
    await element
      .click({ timeout: 250, force: true, noWaitAfter: true, modifiers: ['Control'] })
      .catch(() => {});
  }
  await settle(page);

  // Still all there: the count below is about these vectors, not about an emptied page.
  await expect(page.locator(VECTOR)).toHaveCount(fragments.length);
  await expect(page.locator(`${VECTOR} > p:last-child`, { hasText: 'Etter' })).toHaveCount(
    fragments.length,
  );
  expect(hydrationErrors).toEqual([]);
  return page.evaluate(() => window.__pwnedCount);
}

test('the trap notices a vector that runs (control: unsanitised HTML)', async ({ page }) => {
  expect(
    await renderAndInteract(page, [
      '<img src="x" onerror="window.__pwned()">',
      '<a href="javascript:window.__pwned()">klikk</a>',
    ]),
  ).toBeGreaterThan(0);
});

test('every known XSS vector in an article body renders inert once sanitised', async ({ page }) => {
  test.setTimeout(90_000);
  expect(XSS_VECTORS).toHaveLength(40);
  expect(
    await renderAndInteract(
      page,
      XSS_VECTORS.map((vector) => sanitizeCmsHtml(vector)),
    ),
  ).toBe(0);
});
