/** @jest-environment jsdom */
import { sendAnalyticsEvent } from './analytics-events';
import {
  CONSENT_DEFAULT,
  GTAG_SRC,
  grantStatistics,
  revokeStatistics,
  updateConsentMode,
} from './gtag';
import { dataLayerCommands, resetBrowser, scriptSources } from './test-helpers';

beforeEach(resetBrowser);

const update = (analytics: string, ads: string) => [
  'consent',
  'update',
  {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: analytics,
  },
];

describe('Google Consent Mode v2', () => {
  it('starts from the all-denied default, then updates to the choice', () => {
    updateConsentMode({ statistics: true, marketing: false });
    expect(dataLayerCommands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      update('granted', 'denied'),
    ]);
  });

  it('marketing grants ad_storage, ad_user_data and ad_personalization, and leaves analytics_storage denied', () => {
    updateConsentMode({ statistics: false, marketing: true });
    expect(dataLayerCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      update('denied', 'granted'),
    ]);
  });

  it('refusing or revoking marketing denies the ad consents again; the default is set once', () => {
    updateConsentMode({ statistics: true, marketing: true });
    updateConsentMode({ statistics: true, marketing: false });
    updateConsentMode({ statistics: false, marketing: false });
    expect(dataLayerCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      update('granted', 'granted'),
      update('granted', 'denied'),
      update('denied', 'denied'),
    ]);
  });

  it('a refusal before any grant keeps the page without a dataLayer (the default denies it all)', () => {
    updateConsentMode({ statistics: false, marketing: false });
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });
});

describe('Google Analytics 4', () => {
  it('loads gtag.js and config after consent default and update', () => {
    updateConsentMode({ statistics: true, marketing: false });
    grantStatistics('G-TEST1');
    const commands = dataLayerCommands();
    expect(commands.map((command) => command[0])).toEqual(['consent', 'consent', 'js', 'config']);
    expect(commands[3]).toEqual(['config', 'G-TEST1']);
    expect(scriptSources()).toEqual([`${GTAG_SRC}?id=G-TEST1`]);
  });

  it('never loads gtag.js for an empty id', () => {
    updateConsentMode({ statistics: true, marketing: false });
    grantStatistics('');
    expect(scriptSources()).toEqual([]);
    expect(dataLayerCommands().map((command) => command[0])).toEqual(['consent', 'consent']);
  });

  it('loads gtag.js once when consent is given again', () => {
    grantStatistics('G-TEST1');
    revokeStatistics('G-TEST1');
    grantStatistics('G-TEST1');
    expect(scriptSources()).toHaveLength(1);
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(false);
  });

  it('on revocation switches GA off and deletes the _ga cookies', () => {
    updateConsentMode({ statistics: true, marketing: false });
    grantStatistics('G-TEST1');
    document.cookie = '_ga=GA1.1.5; Path=/';
    document.cookie = '_ga_TEST1=GS1.1.7; Path=/';
    updateConsentMode({ statistics: false, marketing: false });
    revokeStatistics('G-TEST1');
    expect(dataLayerCommands().at(-1)).toEqual(update('denied', 'denied'));
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(true);
    expect(document.cookie).toBe('');
  });

  it('sends no event before consent', () => {
    sendAnalyticsEvent({ name: 'view_item', params: { items: [] } });
    expect(window.dataLayer).toBeUndefined();
  });
});
