import { runsInlineScript } from '@/tests/csp-enforcement';
import { buildCspDirectives, inlineScriptHashes } from './csp';
import { pageMetaCsp, withPageCsp } from './page-csp';
import { FALLBACK_SECURITY_MANIFEST, cspFor } from './security-headers';

const directives = FALLBACK_SECURITY_MANIFEST.directives;
const OWN = 'self.__next_f.push([1,"kinoprogram"])';
const INJECTED = 'window.__injected = true';
/** A page as Next exports it: charset first, scripts in head and body. */
const nextPage = (scripts: readonly string[]) =>
  `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><script src="/_next/static/chunks/app.js" async=""></script></head><body><h1>Kinoprogram</h1>${scripts.map((script) => `<script>${script}</script>`).join('')}</body></html>`;

describe('withPageCsp', () => {
  it('puts the meta policy right after the charset, before every script', () => {
    const page = withPageCsp(nextPage([OWN]), directives);
    expect(page).toMatch(
      /^<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-[^"]+'">/,
    );
    expect(page.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      page.indexOf('<script'),
    );
  });

  it("gives the page a policy that, with the page header, runs the page's own inline scripts and no other", () => {
    const page = withPageCsp(nextPage([OWN]), directives);
    const enforced = [cspFor(FALLBACK_SECURITY_MANIFEST, 'kinoprogram.html'), pageMetaCsp(page)];
    expect(enforced[1]).toBeDefined();
    expect(runsInlineScript(enforced as string[], OWN)).toBe(true);
    expect(runsInlineScript(enforced as string[], INJECTED)).toBe(false);
    // The header alone would run any inline script: the meta is what narrows it.
    expect(runsInlineScript([enforced[0] as string], INJECTED)).toBe(true);
  });

  it('keeps the header of any size of page the same few hundred bytes, the hashes in the page', () => {
    const scripts = Array.from({ length: 100 }, (_, index) => `self.__next_f.push([1,"${index}"])`);
    const page = withPageCsp(nextPage(scripts), directives);
    const meta = pageMetaCsp(page) ?? '';
    expect(Buffer.byteLength(meta)).toBeGreaterThan(5000);
    expect(inlineScriptHashes(page).every((hash) => meta.includes(hash))).toBe(true);
    expect(Buffer.byteLength(cspFor(FALLBACK_SECURITY_MANIFEST, 'kinoprogram.html'))).toBeLessThan(
      1000,
    );
  });

  it('gives the same page the same bytes however often it is processed', () => {
    const once = withPageCsp(nextPage([OWN]), directives);
    expect(withPageCsp(once, directives)).toBe(once);
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("carries the site's script-src, trackers included, into the meta", () => {
    const withTrackers = buildCspDirectives({
      analytics: true,
      pixel: true,
      connectOrigins: [],
      imageOrigins: [],
      frameOrigins: [],
      ticketingOrigins: [],
    });
    expect(pageMetaCsp(withPageCsp(nextPage([]), withTrackers))).toBe(
      "script-src 'self' https://*.googletagmanager.com https://connect.facebook.net",
    );
  });

  it('places the meta in the head of a page without head or html tags', () => {
    const redirect =
      '<!doctype html><html lang="nb"><meta http-equiv="refresh" content="0; url=/x">';
    expect(withPageCsp(redirect, directives)).toBe(
      `<!doctype html><html lang="nb"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><meta http-equiv="refresh" content="0; url=/x">`,
    );
    expect(withPageCsp('<p>x</p>', directives)).toMatch(/^<meta http-equiv/);
  });
});
