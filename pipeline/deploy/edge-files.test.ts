import { CACHE_RULES } from '@/policy/cache-policy';
import {
  FALLBACK_SECURITY_MANIFEST,
  STATIC_SECURITY_HEADERS,
  cspFor,
  pageCsp,
} from '@/policy/security-headers';
import {
  renderCloudFrontFunction,
  renderCloudFrontPolicy,
  renderHeadersFile,
  renderRedirectsFile,
} from './edge-files';

const security = FALLBACK_SECURITY_MANIFEST;
const redirects = [{ from: '/basseng', to: '/billetter-svommehall', status: 308 as const }];

/** The `_headers` file as rules: path → header lines. */
function rules(text: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    if (line.startsWith('  ')) current.push(line.trim());
    else parsed.set(line, (current = []));
  }
  return parsed;
}

describe('_headers', () => {
  const parsed = rules(
    renderHeadersFile(
      security,
      ['index.html', 'kinoprogram.html', 'basseng.html', '404.html'],
      redirects,
    ),
  );

  it("sends every page the page CSP (which the page's meta policy narrows), and revalidates pages", () => {
    expect(parsed.get('/kinoprogram')).toEqual([
      `Content-Security-Policy: ${pageCsp(security)}`,
      `Cache-Control: ${CACHE_RULES.revalidate.value}`,
    ]);
    expect(parsed.get('/')?.[0]).toBe(`Content-Security-Policy: ${pageCsp(security)}`);
    expect(parsed.get('/_next/static/*')?.[1]).toBe(`Content-Security-Policy: ${cspFor(security)}`);
  });

  it('gives every path the static security headers, the hashed assets a year and sw.js no-cache', () => {
    expect(parsed.get('/*')).toEqual(
      Object.entries(STATIC_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    );
    expect(parsed.get('/_next/static/*')).toContain(
      `Cache-Control: ${CACHE_RULES.immutable.value}`,
    );
    expect(parsed.get('/sw.js')).toEqual(['Cache-Control: no-cache']);
  });

  it('never sets one header in two rules that match one path, which the hosts would join with a comma', () => {
    const header = (line: string) => line.split(':')[0];
    const everywhere = new Set(parsed.get('/*')?.map(header));
    for (const [path, lines] of parsed)
      if (path !== '/*')
        for (const line of lines)
          expect([path, everywhere.has(header(line))]).toEqual([path, false]);
  });

  it('leaves out redirected paths and the 404 page', () => {
    expect(parsed.has('/basseng')).toBe(false);
    expect(parsed.has('/404')).toBe(false);
  });
});

describe('_redirects', () => {
  it('lists each redirect as `from to status`', () => {
    expect(renderRedirectsFile(redirects).split('\n')).toContain(
      '/basseng /billetter-svommehall 308',
    );
  });
});

describe('CloudFront', () => {
  it('puts the static security headers into a response headers policy', () => {
    expect(renderCloudFrontPolicy()).toMatchObject({
      SecurityHeadersConfig: {
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 63072000,
          IncludeSubdomains: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY' },
        ReferrerPolicy: { ReferrerPolicy: STATIC_SECURITY_HEADERS['Referrer-Policy'] },
      },
      CustomHeadersConfig: {
        Quantity: 1,
        Items: [
          {
            Header: 'Permissions-Policy',
            Value: STATIC_SECURITY_HEADERS['Permissions-Policy'],
            Override: true,
          },
        ],
      },
    });
  });

  it('has a viewer-response function that sends a page (HTML) the page CSP and anything else the policy allowing no inline script', () => {
    const handler = new Function(`${renderCloudFrontFunction(security)}; return handler;`)() as (
      event: object,
    ) => { headers: Record<string, { value: string } | undefined> };
    const csp = (type?: string) =>
      handler({ response: { headers: type ? { 'content-type': { value: type } } : {} } }).headers[
        'content-security-policy'
      ]?.value;
    expect(csp('text/html; charset=utf-8')).toBe(pageCsp(security));
    expect(csp('image/svg+xml')).toBe(cspFor(security));
    expect(csp()).toBe(cspFor(security));
  });
});
