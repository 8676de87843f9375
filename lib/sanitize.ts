import sanitizeHtml from 'sanitize-html';

/** Trailers. */
export const IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'iframe',
    'figure',
    'figcaption',
    'hr',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    abbr: ['title'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowedIframeHostnames: IFRAME_HOSTS,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const opensWindow = attribs.target === '_blank';
      return {
        tagName,
        attribs: { ...attribs, ...(opensWindow && { rel: 'noopener noreferrer' }) },
      };
    },
  },
};

/** Only the listed tags and attributes survive; iframes only from the trailer hosts. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Their boundaries separate words once the tags are gone. */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|h[1-6]|div|blockquote|tr|td|th|figcaption)\b[^>]*>/gi;

/** `<p>Fjell &amp; hav</p>` → `Fjell & hav` */
export function htmlToPlainText(html: string): string {
  const stripped = sanitizeHtml(html.replace(BLOCK_TAG, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  // sanitize-html re-escapes these four in text; `&amp;` last so `&amp;lt;` stays `&lt;`.
  const decoded = stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return decoded.replace(/\s+/g, ' ').trim();
}
