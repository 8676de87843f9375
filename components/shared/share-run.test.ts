/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { COPIED, installShare } from './share-run';

const BUTTONS = `
  <link rel="canonical" href="https://kino.example/fjellet-abc123">
  <button type="button" data-share="" data-share-text="Fjellet">Del</button><span role="status"></span>
  <button type="button" data-share="#visning-42" data-share-text="Fjellet, lørdag kl. 18:00"><span>Del</span></button><span role="status"></span>`;

function setNavigator(values: Partial<Record<'share' | 'clipboard', unknown>>) {
  for (const key of ['share', 'clipboard'] as const)
    Object.defineProperty(navigator, key, { configurable: true, value: values[key] });
}

afterEach(() => {
  setNavigator({});
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('with navigator.share, a click shares the title, the text and the canonical URL with the anchor', () => {
  const share = jest.fn(() => Promise.resolve());
  setNavigator({ share });
  document.body.innerHTML = BUTTONS;
  document.title = 'Fjellet – Kulturhuset';
  const stop = installShare();
  expect(document.documentElement.dataset.shareMode).toBe('share');
  document
    .querySelectorAll('button span')[0]
    ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.querySelector('button')?.click();
  expect(share.mock.calls).toEqual([
    [
      {
        title: 'Fjellet – Kulturhuset',
        text: 'Fjellet, lørdag kl. 18:00',
        url: 'https://kino.example/fjellet-abc123#visning-42',
      },
    ],
    [
      {
        title: 'Fjellet – Kulturhuset',
        text: 'Fjellet',
        url: 'https://kino.example/fjellet-abc123',
      },
    ],
  ]);
  stop();
  expect(document.documentElement.dataset.shareMode).toBeUndefined();
});

test('without navigator.share, a click copies the URL and says so in the live region', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  setNavigator({ clipboard: { writeText } });
  document.body.innerHTML = BUTTONS;
  const stop = installShare();
  expect(document.documentElement.dataset.shareMode).toBe('copy');
  document.querySelectorAll('button')[1]?.click();
  const status = document.querySelectorAll('[role="status"]')[1];
  expect(writeText).toHaveBeenCalledWith('https://kino.example/fjellet-abc123#visning-42');
  await waitFor(() => expect(status?.textContent).toBe(COPIED));
  stop();
});

test('with neither, the buttons stay hidden', () => {
  const stop = installShare();
  expect(document.documentElement.dataset.shareMode).toBeUndefined();
  stop();
});
