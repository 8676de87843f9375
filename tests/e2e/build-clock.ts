import type { APIRequestContext, Page } from '@playwright/test';
import { currentMinute, GRACE_MINUTES } from '../../components/shared/showing-clock';

/**
 * The build clock of the site under test (epoch ms): `contentClock` of its `/build-info.json`
 * (`CONTENT_CLOCK` of the build, default the build's start; pages do not carry it, so two builds of
 * one content write the same pages: docs/architecture.md, Deterministic output). The browser
 * corrects the programme from its own clock (components/shared/showing-clock.ts), so a spec about
 * "I dag" and "I morgen" sets the browser clock from this, and holds for a build pinned to any day.
 */
export async function buildClock(request: APIRequestContext): Promise<number> {
  const response = await request.get('/build-info.json');
  if (!response.ok()) throw new Error(`/build-info.json answered ${response.status()}`);
  const { contentClock } = (await response.json()) as { contentClock?: unknown };
  const time = typeof contentClock === 'string' ? Date.parse(contentClock) : NaN;
  if (Number.isNaN(time)) throw new Error('/build-info.json has no contentClock (ISO 8601)');
  return time;
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

/**
 * The earliest start (epoch ms) a page still lists for a visitor whose clock reads `instant`:
 * the page's own rule (`isPastShowing` at the visitor's whole minute, `currentMinute`, in
 * components/shared/showing-clock.ts). A showing that starts before it is gone; one that starts
 * at it or later is shown. The page works in whole minutes, so a precise `instant - 15 min` would
 * disagree with it for a showing that starts within the visitor's current minute of the cutoff.
 */
export const listedFrom = (instant: number): number =>
  currentMinute(instant) - GRACE_MINUTES * 60_000;
