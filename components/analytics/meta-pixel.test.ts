/** @jest-environment jsdom */
import { PIXEL_SRC, grantMarketing, revokeMarketing } from './meta-pixel';
import { resetBrowser, scriptSources } from './test-helpers';

beforeEach(resetBrowser);

const queued = () => (window.fbq?.queue ?? []).map((args) => Array.from(args));

describe('Meta pixel', () => {
  it('loads fbevents.js and queues init and PageView', () => {
    grantMarketing('918273645501234');
    expect(scriptSources()).toEqual([PIXEL_SRC]);
    expect(queued()).toEqual([
      ['init', '918273645501234'],
      ['track', 'PageView'],
    ]);
  });

  it('does nothing for an empty pixel id', () => {
    grantMarketing('');
    expect(scriptSources()).toEqual([]);
    expect(window.fbq).toBeUndefined();
  });

  it('on revocation revokes consent and deletes _fbp; consent given again is granted without a second script', () => {
    grantMarketing('1');
    document.cookie = '_fbp=fb.1.2.3; Path=/';
    revokeMarketing();
    expect(document.cookie).toBe('');
    grantMarketing('1');
    expect(queued().slice(2)).toEqual([
      ['consent', 'revoke'],
      ['consent', 'grant'],
    ]);
    expect(scriptSources()).toHaveLength(1);
  });
});
