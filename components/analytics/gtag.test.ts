/** @jest-environment jsdom */
import { sendAnalyticsEvent } from './analytics-events';
import { CONSENT_DEFAULT, GTAG_SRC, grantStatistics, revokeStatistics } from './gtag';
import { dataLayerCommands, resetBrowser, scriptSources } from './test-helpers';

beforeEach(resetBrowser);

describe('Google Analytics 4 with Consent Mode v2', () => {
  it('sets consent default (all denied), then update (analytics granted), then loads gtag.js and config', () => {
    grantStatistics('G-TEST1');
    const commands = dataLayerCommands();
    expect(commands[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(commands[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(commands.slice(2).map((command) => command[0])).toEqual(['js', 'config']);
    expect(commands[3]).toEqual(['config', 'G-TEST1']);
    expect(scriptSources()).toEqual([`${GTAG_SRC}?id=G-TEST1`]);
  });

  it('never loads gtag.js for an empty id, but keeps the dataLayer with consent', () => {
    grantStatistics('');
    expect(scriptSources()).toEqual([]);
    expect(dataLayerCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULT],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
  });

  it('loads gtag.js once when consent is given again', () => {
    grantStatistics('G-TEST1');
    revokeStatistics('G-TEST1');
    grantStatistics('G-TEST1');
    expect(scriptSources()).toHaveLength(1);
    expect(dataLayerCommands().filter((command) => command[1] === 'default')).toHaveLength(1);
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(false);
  });

  it('on revocation denies storage, switches GA off and deletes the _ga cookies', () => {
    grantStatistics('G-TEST1');
    document.cookie = '_ga=GA1.1.5; Path=/';
    document.cookie = '_ga_TEST1=GS1.1.7; Path=/';
    revokeStatistics('G-TEST1');
    expect(dataLayerCommands().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied' },
    ]);
    expect(Reflect.get(window, 'ga-disable-G-TEST1')).toBe(true);
    expect(document.cookie).toBe('');
  });

  it('sends no event before consent', () => {
    sendAnalyticsEvent({ name: 'view_item', params: { items: [] } });
    expect(window.dataLayer).toBeUndefined();
  });
});
