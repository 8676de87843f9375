import { XSS_VECTORS } from '@/tests/xss-corpus';
import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it.each(XSS_VECTORS)('leaves nothing executable of %s', (vector) => {
    const clean = sanitizeCmsHtml(`<p>Før</p>${vector}<p>Etter</p>`);
    expect(clean).not.toMatch(
      /<\s*(script|object|embed|form|input|meta|base|link|style|svg|math|template|body|video|audio|marquee)\b/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/srcdoc|expression\(/i);
    expect(clean).toContain('<p>Etter</p>');
  });

  it('keeps the editor tags an article needs', () => {
    const html =
      '<h2>Program</h2><p><strong>Fet</strong> og <em>kursiv</em> med <a href="/kinoprogram">lenke</a></p><ul><li>Punkt</li></ul><table><caption>Priser</caption><tr><th scope="col">Voksen</th></tr><tr><td>150 kr</td></tr></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('gives links that open a new window rel="noopener noreferrer"', () => {
    expect(sanitizeCmsHtml('<a href="https://example.no" target="_blank">Les mer</a>')).toBe(
      '<a href="https://example.no" target="_blank" rel="noopener noreferrer">Les mer</a>',
    );
  });

  it('allows trailer iframes from YouTube and Vimeo only', () => {
    expect(
      sanitizeCmsHtml(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Trailer"></iframe>',
      ),
    ).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(
      sanitizeCmsHtml('<iframe src="https://player.vimeo.com/video/1" title="Trailer"></iframe>'),
    ).toContain('player.vimeo.com');
    expect(sanitizeCmsHtml('<iframe src="https://evil.example/embed"></iframe>')).not.toContain(
      'evil.example',
    );
    expect(sanitizeCmsHtml('<iframe src="//www.youtube.com/embed/abc"></iframe>')).not.toContain(
      'src=',
    );
  });
});
