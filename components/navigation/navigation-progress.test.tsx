/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import {
  NavigationProgress,
  SHOW_PROGRESS_AFTER_MS,
  sitePageLoader,
} from './navigation-progress.client';
import { fetchPageResources } from './page-resources';

const push = jest.fn();
/** Next's router is one stable object. */
const prefetch = jest.fn();
const mockRouter = {
  push: (...args: unknown[]) => push(...args),
  prefetch: (...args: unknown[]) => prefetch(...args),
};
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('./page-resources', () => ({
  ...jest.requireActual('./page-resources'),
  fetchPageResources: jest.fn(),
}));
const fetchResources = fetchPageResources as jest.MockedFunction<typeof fetchPageResources>;

/** Settles the page's resource load by hand. */
let settle: { resolve: () => void; reject: (error: Error) => void };
const online = (value: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });

function renderSite() {
  render(
    <>
      <NavigationProgress />
      <a href="/utleie">Utleie</a>
    </>,
  );
}

/** Clicks a link and lets the loader start (it asks for the resources in a microtask). */
async function click(name = 'Utleie') {
  await act(async () => screen.getByRole('link', { name }).click());
}
const bar = () => screen.queryByRole('progressbar', { name: 'Laster inn siden' });

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  online(true);
  fetchResources.mockImplementation(
    () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
  );
});
afterEach(() => jest.useRealTimers());

describe('client navigation', () => {
  it('switches as soon as the resources are in, with no bar for a fast load', async () => {
    renderSite();
    await click();
    expect(fetchResources).toHaveBeenLastCalledWith('/utleie', expect.anything());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
      settle.resolve();
    });
    expect(push).toHaveBeenCalledWith('/utleie');
    await act(() => jest.advanceTimersByTimeAsync(SHOW_PROGRESS_AFTER_MS));
    expect(bar()).toBeNull();
  });

  it('shows the progress bar while a slow load runs and switches at 1,000 ms', async () => {
    renderSite();
    await click();
    expect(bar()).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(SHOW_PROGRESS_AFTER_MS));
    expect(bar()).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(999 - SHOW_PROGRESS_AFTER_MS));
    expect(push).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(push).toHaveBeenCalledWith('/utleie');
    // The router has switched (this fake one at once): the bar is gone.
    expect(bar()).toBeNull();
  });

  it('lets the router try when a load fails while offline, and logs the failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    online(false);
    renderSite();
    await click();
    await act(async () => settle.reject(new Error('Failed to fetch')));
    expect(error).toHaveBeenCalledWith('bundle loading error', '/utleie', expect.any(Error));
    expect(push).toHaveBeenCalledWith('/utleie');
    expect((await sitePageLoader()).results().at(-1)).toEqual(
      expect.objectContaining({ path: '/utleie', ok: false, error: 'Failed to fetch' }),
    );
    error.mockRestore();
  });

  it('prefetches the page of a link the pointer rests on, and not a link to this page', async () => {
    render(
      <>
        <NavigationProgress />
        <a href="/utleie">Utleie</a>
        <a href="/">Forsiden</a>
      </>,
    );
    prefetch.mockReset();
    await act(async () => {
      screen
        .getByRole('link', { name: 'Utleie' })
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      screen
        .getByRole('link', { name: 'Forsiden' })
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(prefetch.mock.calls).toEqual([['/utleie']]);
  });

  it('goes only where the last click leads', async () => {
    render(
      <>
        <NavigationProgress />
        <a href="/utleie">Utleie</a>
        <a href="/kinoprogram">Kinoprogram</a>
      </>,
    );
    await click();
    const first = settle;
    await click('Kinoprogram');
    await act(async () => {
      settle.resolve();
      first.resolve();
    });
    expect(push.mock.calls).toEqual([['/kinoprogram']]);
  });
});
