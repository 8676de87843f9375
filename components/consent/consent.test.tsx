/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { GTAG_SRC } from '@/components/analytics/gtag';
import { PIXEL_SRC } from '@/components/analytics/meta-pixel';
import {
  dataLayerCommands,
  resetBrowser,
  scriptSources,
} from '@/components/analytics/test-helpers';
import { ViewItem } from '@/components/analytics/view-item';
import { ChangeConsentButton } from './change-consent-button.client';
import { Consent } from './consent.client';
import { offeredCategories } from './consent-categories';
import { parseConsent, readConsentValue } from './consent-cookie';
import { ConsentHead, STORED_CHOICE_SCRIPT } from './consent-head';
import { ConsentIntro } from './consent-intro';
import { consentCategoryTexts } from './consent-texts';
import { STORED_CHOICE_ATTRIBUTE } from './open-consent';

const PIXEL_ID = '918273645501234';

/** The layout's consent parts for a site config (app/layout.tsx); the embedded one: pixel, no GA id. */
function Site({ trackingId = '', pixelId = PIXEL_ID }: { trackingId?: string; pixelId?: string }) {
  const offered = offeredCategories({ trackingId, pixelId });
  return (
    <>
      <ViewItem
        item={{
          id: 'prod-1',
          name: 'Dune',
          brand: 'Kulturhuset',
          listName: 'Film',
          category: 'Film',
        }}
      />
      <Consent
        trackingId={trackingId}
        pixelId={pixelId}
        categories={consentCategoryTexts(offered)}
        intro={<ConsentIntro siteTitle="Kulturhuset" offered={offered} />}
      />
      <ChangeConsentButton />
    </>
  );
}

const banner = () => screen.queryByRole('region', { name: 'Samtykke til informasjonskapsler' });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  resetBrowser();
  for (const name of ['data-hydrated', STORED_CHOICE_ATTRIBUTE])
    document.documentElement.removeAttribute(name);
});

describe('consent banner', () => {
  it('offers the three choices and the cookie page, and loads nothing before a choice', () => {
    render(<Site trackingId="G-TEST1" />);
    expect(banner()).toHaveTextContent(
      /^Kulturhuset vil gjerne bruke informasjonskapsler til statistikk og markedsføring\./,
    );
    for (const name of ['Godta alle', 'Avslå alle', 'Velg selv'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Les mer om informasjonskapsler' })).toHaveAttribute(
      'href',
      '/article/info-om-cookies',
    );
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('"Avslå alle" stores the refusal, closes, and loads nothing', () => {
    render(<Site trackingId="G-TEST1" />);
    press('Avslå alle');
    expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-0');
    expect(banner()).toBeNull();
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  const consentUpdates = () =>
    dataLayerCommands().filter((command) => command[0] === 'consent' && command[1] === 'update');
  const consentMode = (statistics: string, marketing: string) => [
    'consent',
    'update',
    {
      ad_storage: marketing,
      ad_user_data: marketing,
      ad_personalization: marketing,
      analytics_storage: statistics,
    },
  ];

  // The trackers' code loads on demand after the choice (consent.client.tsx): wait for its work.
  it('with only the pixel configured, names and offers marketing alone; "Godta alle" grants the ad_* consents, not statistics', async () => {
    render(<Site />);
    expect(banner()).toHaveTextContent(
      /^Kulturhuset vil gjerne bruke informasjonskapsler til markedsføring\./,
    );
    expect(banner()).not.toHaveTextContent(/google|analytics|statistikk/i);
    press('Velg selv');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Markedsføring' })).not.toBeChecked();
    press('Godta alle');
    expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-1');
    await waitFor(() => expect(scriptSources()).toEqual([PIXEL_SRC]));
    expect(dataLayerCommands()).toEqual([
      ['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })],
      consentMode('denied', 'granted'),
    ]);
  });

  it('"Godta alle" with a GA id grants every consent, loads gtag.js after consent default and update, and sends view_item', async () => {
    render(<Site trackingId="G-TEST1" />);
    expect(banner()).toHaveTextContent(/til statistikk og markedsføring\./);
    press('Godta alle');
    expect(document.cookie).toBe('kh_consent=v1.stats-1.marketing-1');
    await waitFor(() =>
      expect(dataLayerCommands().map((command) => command[1])).toEqual([
        'default',
        'update',
        expect.any(Date),
        'G-TEST1',
        'view_item',
      ]),
    );
    expect(consentUpdates()).toEqual([consentMode('granted', 'granted')]);
    expect(scriptSources()).toContain(`${GTAG_SRC}?id=G-TEST1`);
    expect(scriptSources()).toContain(PIXEL_SRC);
  });

  it('with only a GA id configured, names statistics alone and never loads the pixel', async () => {
    render(<Site trackingId="G-TEST1" pixelId="" />);
    expect(banner()).toHaveTextContent(
      /^Kulturhuset vil gjerne bruke informasjonskapsler til statistikk\./,
    );
    expect(banner()).not.toHaveTextContent(/facebook|meta|markedsføring/i);
    press('Godta alle');
    expect(document.cookie).toBe('kh_consent=v1.stats-1.marketing-0');
    await waitFor(() => expect(consentUpdates()).toEqual([consentMode('granted', 'denied')]));
    expect(scriptSources()).toEqual([`${GTAG_SRC}?id=G-TEST1`]);
    expect(window.fbq).toBeUndefined();
  });

  it('"Velg selv" shows both switches off; saving one category grants only that one', async () => {
    render(<Site trackingId="G-TEST1" />);
    press('Velg selv');
    expect(screen.getByRole('button', { name: 'Velg selv' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const marketing = screen.getByRole('switch', { name: 'Markedsføring' });
    expect(screen.getByRole('switch', { name: 'Statistikk' })).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    fireEvent.click(marketing);
    press('Lagre valg');
    expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-1');
    await waitFor(() => expect(consentUpdates()).toEqual([consentMode('denied', 'granted')]));
    expect(scriptSources()).toEqual([PIXEL_SRC]);
  });

  it('with no tracker configured there is nothing to ask: no banner, and a stored choice starts nothing', async () => {
    document.cookie = 'kh_consent=v1.stats-1.marketing-1; Path=/';
    document.cookie = '_fbp=fb.1.2.3; Path=/';
    render(<Site pixelId="" />);
    expect(banner()).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    // The stored grants fall outside the offer: the trackers get a refusal, which loads nothing
    // and clears what a tracker left before it was switched off.
    await waitFor(() => expect(document.cookie).toBe('kh_consent=v1.stats-1.marketing-1'));
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('stays closed for a stored choice and reopens from "Endre samtykke" with that choice and focus', () => {
    document.cookie = 'kh_consent=v1.stats-0.marketing-1; Path=/';
    render(<Site />);
    expect(banner()).toBeNull();
    act(() => screen.getByRole('button', { name: 'Endre samtykke' }).focus());
    press('Endre samtykke');
    expect(banner()).toHaveFocus();
    press('Velg selv');
    expect(screen.getByRole('switch', { name: 'Markedsføring' })).toBeChecked();
    press('Avslå alle');
    expect(banner()).toBeNull();
    expect(screen.getByRole('button', { name: 'Endre samtykke' })).toHaveFocus();
  });

  it('with stored statistics consent, view_item is sent on the first render, after consent default and update', async () => {
    document.cookie = 'kh_consent=v1.stats-1.marketing-0; Path=/';
    render(<Site trackingId="G-TEST1" />);
    await waitFor(() =>
      expect(dataLayerCommands().map((command) => command[1])).toEqual([
        'default',
        'update',
        expect.any(Date),
        'G-TEST1',
        'view_item',
      ]),
    );
  });

  it('revoking consent denies every consent and deletes the tracker cookies', async () => {
    document.cookie = 'kh_consent=v1.stats-1.marketing-1; Path=/';
    render(<Site trackingId="G-TEST1" />);
    await waitFor(() => expect(window.fbq).toBeDefined());
    document.cookie = '_ga=GA1.1.5; Path=/';
    document.cookie = '_fbp=fb.1.2.3; Path=/';
    press('Endre samtykke');
    press('Avslå alle');
    await waitFor(() => expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-0'));
    expect(window.fbq?.queue.map((args) => Array.from(args)).at(-1)).toEqual(['consent', 'revoke']);
    expect(consentUpdates()).toEqual([
      consentMode('granted', 'granted'),
      consentMode('denied', 'denied'),
    ]);
  });
});

/** What the browser does with the exported page: the server's HTML, the head script, then hydration. */
function loadStaticPage(): { container: HTMLElement; errors: unknown[] } {
  const html = renderToString(<Site />);
  // The head script runs while the document is parsed, before the first paint.
  new Function(STORED_CHOICE_SCRIPT)();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { container, errors: [] };
}

function hydrate(page: { container: HTMLElement; errors: unknown[] }): void {
  act(() => {
    hydrateRoot(page.container, <Site />, {
      onRecoverableError: (error) => page.errors.push(error),
    });
  });
}

describe('consent banner in the static HTML', () => {
  it('is in the server HTML with its three buttons and text, for a first visit', () => {
    const html = renderToString(<Site />);
    expect(html).toContain('aria-label="Samtykke til informasjonskapsler"');
    for (const name of ['Godta alle', 'Avslå alle', 'Velg selv', 'Les mer om informasjonskapsler'])
      expect(html).toContain(name);
  });

  it('the head has the stored-choice script and, for a browser without JavaScript, a style hiding the banner and "Endre samtykke"', () => {
    const head = renderToString(<ConsentHead />);
    expect(head).toContain(`<script>${STORED_CHOICE_SCRIPT}</script>`);
    // CSS modules are their class names here (next/jest).
    expect(head).toContain(
      '<noscript><style>.banner,.changeButton{display:none}</style></noscript>',
    );
  });

  it.each([
    ['', false],
    ['kh_consent=v1.stats-0.marketing-0', true],
    ['_ga=GA1.1.1; kh_consent=v1.stats-1.marketing-1; other=a=b', true],
    ['kh_consent=v2.stats-1.marketing-1', false],
    ['kh_consent=v1.stats-1.marketing-1x', false],
    ['xkh_consent=v1.stats-1.marketing-1', false],
  ])('the head script reads %p as the banner does: a stored choice %p', (cookies, stored) => {
    for (const pair of cookies.split('; ').filter(Boolean)) document.cookie = `${pair}; Path=/`;
    new Function(STORED_CHOICE_SCRIPT)();
    expect(parseConsent(readConsentValue(document.cookie)) !== null).toBe(stored);
    expect(document.documentElement.hasAttribute(STORED_CHOICE_ATTRIBUTE)).toBe(stored);
  });

  it('a first visit hydrates the server banner without a mismatch, marks <html> hydrated, and its buttons work', () => {
    const page = loadStaticPage();
    const serverBanner = banner();
    expect(serverBanner).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(STORED_CHOICE_ATTRIBUTE);
    expect(document.documentElement).not.toHaveAttribute('data-hydrated');
    hydrate(page);
    expect(page.errors).toEqual([]);
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    // Hydration took over the very element the server rendered: nothing was re-created.
    expect(banner()).toBe(serverBanner);
    press('Avslå alle');
    expect(document.cookie).toBe('kh_consent=v1.stats-0.marketing-0');
    expect(banner()).toBeNull();
  });

  it('with a stored choice, the head script hides the server banner, hydration removes it, and "Endre samtykke" shows it again', () => {
    document.cookie = 'kh_consent=v1.stats-0.marketing-1; Path=/';
    const page = loadStaticPage();
    expect(banner()).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(STORED_CHOICE_ATTRIBUTE);
    hydrate(page);
    expect(page.errors).toEqual([]);
    expect(banner()).toBeNull();
    press('Endre samtykke');
    expect(document.documentElement).not.toHaveAttribute(STORED_CHOICE_ATTRIBUTE);
    expect(banner()).toHaveFocus();
    press('Velg selv');
    expect(screen.getByRole('switch', { name: 'Markedsføring' })).toBeChecked();
  });
});
