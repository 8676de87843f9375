import fc from 'fast-check';
import { buildCspDirectives, inlineScriptHashes, renderCsp, type CspOptions } from './csp';

const none: CspOptions = {
  analytics: false,
  pixel: false,
  connectOrigins: [],
  imageOrigins: [],
  frameOrigins: [],
  ticketingOrigins: [],
};
/** sha256 of `alert(1)`, from `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`. */
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('buildCspDirectives', () => {
  it('allows scripts only from the site: no inline scripts, no eval, no plugins, no framing of the site', () => {
    const directives = buildCspDirectives(none);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
  });

  it('names tracker hosts only when the site config turns the tracker on', () => {
    const withPixel = buildCspDirectives({ ...none, pixel: true });
    expect(withPixel['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(withPixel['connect-src']).not.toContain('https://*.google-analytics.com');
    const withAnalytics = buildCspDirectives({ ...none, analytics: true });
    expect(withAnalytics['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(withAnalytics['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(withAnalytics['img-src']).not.toContain('https://www.facebook.com');
  });

  it('lets the pages call the runtime and film-club origins, embed trailers and post to the ticket shop', () => {
    const directives = buildCspDirectives({
      ...none,
      connectOrigins: ['http://127.0.0.1:3001', 'http://127.0.0.1:3001'],
      frameOrigins: ['https://www.youtube.com'],
      ticketingOrigins: ['https://billett.kulturhuset.no'],
    });
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3001']);
    expect(directives['frame-src']).toEqual([
      'https://www.youtube.com',
      'https://billett.kulturhuset.no',
    ]);
    expect(directives['form-action']).toEqual(["'self'", 'https://billett.kulturhuset.no']);
  });

  it("adds 'wasm-unsafe-eval' for a WebAssembly search library only when asked", () => {
    expect(buildCspDirectives({ ...none, wasm: true })['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
  });
});

describe('renderCsp', () => {
  it('appends the page hashes to script-src only', () => {
    const csp = renderCsp(
      { 'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'"] },
      [ALERT_HASH],
    );
    expect(csp).toBe(`default-src 'self'; script-src 'self' ${ALERT_HASH}; style-src 'self'`);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of an inline script as the browser does', () => {
    expect(inlineScriptHashes('<p>x</p><script>alert(1)</script>')).toEqual([ALERT_HASH]);
  });

  it('hashes classic and module scripts, leaves out external scripts, JSON-LD and JSON data', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="module">alert(1)</script>',
      '<SCRIPT type="text/javascript">alert(1)</SCRIPT>',
      '<script id="_R_">self.__next_f=[]</script>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(ALERT_HASH);
  });

  it('reads attributes holding ">" inside quotes and ends a script at the first "</script"', () => {
    expect(inlineScriptHashes('<script data-x="a>b">alert(1)</script >')).toEqual([ALERT_HASH]);
  });

  it('finds one hash per distinct inline script whatever its text (fast-check)', () => {
    const body = fc.string().filter((text) => !/<\/script/i.test(text));
    fc.assert(
      fc.property(fc.array(body, { maxLength: 5 }), (bodies) => {
        const html = `<!doctype html><body>${bodies.map((text) => `<script>${text}</script>`).join('<p>x</p>')}</body>`;
        expect(inlineScriptHashes(html)).toHaveLength(new Set(bodies).size);
      }),
    );
  });
});
