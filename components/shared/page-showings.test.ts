/** @jest-environment jsdom */
import { installPageShowings } from './page-showings';

const installLiveStatusWhenIdle = jest.fn();
const stopLive = jest.fn();
jest.mock('./live-status-run.client', () => ({
  installLiveStatusWhenIdle: (config: unknown) => {
    installLiveStatusWhenIdle(config);
    return stopLive;
  },
}));

const config = { runtimeUrl: 'http://runtime.test/', site: 'kulturhuset' };
/** Lets the MutationObserver and the dynamic import settle. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.clearAllMocks();
});

describe('installPageShowings', () => {
  it('starts the live status only once the page holds a marked showing, and stops it', async () => {
    document.body.innerHTML = '<p>Ingen visninger her.</p>';
    const stop = installPageShowings(config);
    await settle();
    expect(installLiveStatusWhenIdle).not.toHaveBeenCalled();

    // A client navigation brings a schedule row.
    document.body.insertAdjacentHTML('beforeend', '<span data-live-event="e1">Ledige</span>');
    await settle();
    expect(installLiveStatusWhenIdle).toHaveBeenCalledWith(config);
    stop();
    expect(stopLive).toHaveBeenCalled();
  });

  it('runs the showing clock at once: a past showing is marked', () => {
    document.body.innerHTML =
      '<ul><li data-showing-start="2020-01-01T18:00:00+01:00">18:00</li></ul>';
    const stop = installPageShowings(config);
    expect(document.querySelector('li')?.hasAttribute('data-showing-past')).toBe(true);
    stop();
  });
});
