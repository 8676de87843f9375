import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The build clock of the site under test (epoch ms): the `data-build-time` a schedule carries
 * (`CONTENT_CLOCK` of the build, default the build's start). The browser corrects the programme
 * from its own clock (components/shared/showing-clock.ts), so a spec about "I dag" and "I morgen"
 * sets the browser clock from this, and holds for a build pinned to any day.
 */
export async function buildClock(request: APIRequestContext): Promise<number> {
  const html = await (await request.get('/kinoprogram')).text();
  const time = /data-build-time="([^"]+)"/.exec(html)?.[1];
  if (!time)
    throw new Error('/kinoprogram carries no data-build-time: is the schedule block on it?');
  return Date.parse(time);
}

/** Sets the browser's clock to `minutes` after the build clock, before the page opens. */
export async function browseAtBuildClock(
  page: Page,
  request: APIRequestContext,
  minutes = 1,
): Promise<number> {
  const instant = (await buildClock(request)) + minutes * 60_000;
  await page.clock.setFixedTime(new Date(instant));
  return instant;
}

/** Opens `path` with the browser's clock fixed at `instant` (epoch ms). */
export async function openAt(page: Page, path: string, instant: number): Promise<void> {
  await page.clock.setFixedTime(new Date(instant));
  await page.goto(path);
}
