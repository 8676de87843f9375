/** Where the preview is served (docs/content.md, Preview): `/redaksjon/forhandsvisning/<page path>`. */
export const PREVIEW_PREFIX = '/redaksjon/forhandsvisning';

/** The banner's text: what every preview page says at its top. */
export const PREVIEW_BANNER_TEXT = 'Forhåndsvisning – ikke publisert';

const BANNER = `<div role="status" data-preview-banner="" style="position:sticky;top:0;z-index:1000;margin:0;padding:0.6rem 1rem;background:#ffd23f;color:#1d1836;border-bottom:3px solid #1d1836;font:700 1rem/1.4 system-ui,sans-serif;text-align:center">${PREVIEW_BANNER_TEXT}. Slik ser siden ut med endringene som ennå ikke er publisert i Contentful. <a href="/" style="color:#1d1836">Til det publiserte nettstedet</a></div>`;

const ROBOTS_META = '<meta name="robots" content="noindex, nofollow"/>';

/** Site-absolute URLs (`/x`, not `//host`) in one `srcset` value, each moved under the prefix. */
const prefixSrcset = (value: string, prefix: string) =>
  value.replace(/(^|,\s*)\/(?!\/)/g, `$1${prefix}/`);

/**
 * A page of the preview build as the editor sees it: marked with a visible banner
 * ("Forhåndsvisning – ikke publisert") right after `<body>`, `noindex` in a robots meta tag, every
 * script removed (the preview is read, not used: no hydration, no service worker, no client
 * navigation that would leave the preview), and every site-absolute link, image and style sheet
 * (`href`, `src`, `srcset`, `action` starting with one `/`) moved under `prefix`, so the editor
 * stays in the preview and its files come from the preview build. The banner's own link leads to
 * the published site.
 */
export function toPreviewPage(html: string, prefix: string = PREVIEW_PREFIX): string {
  const withoutScripts = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*\/?>/gi, '')
    .replace(/<meta\s+name="robots"[^>]*\/?>/gi, '');
  const moved = withoutScripts
    .replace(/(\s(?:href|src|action)=")\/(?!\/)/gi, `$1${prefix}/`)
    .replace(
      /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi,
      (_all, start: string, value: string) => `${start}${prefixSrcset(value, prefix)}"`,
    );
  const withMeta = /<head\b[^>]*>/i.test(moved)
    ? moved.replace(/<head\b[^>]*>/i, (head) => `${head}${ROBOTS_META}`)
    : `${ROBOTS_META}${moved}`;
  return /<body\b[^>]*>/i.test(withMeta)
    ? withMeta.replace(/<body\b[^>]*>/i, (body) => `${body}${BANNER}`)
    : `${BANNER}${withMeta}`;
}

/**
 * The page path a preview request names: `/redaksjon/forhandsvisning/article/x` → `/article/x`,
 * or with `?path=/article/x` (Contentful's preview URL may put the page in the query).
 * Undefined when the path is not a site path (does not start with exactly one `/`, or has dot
 * segments or a backslash).
 */
export function previewTarget(
  pathname: string,
  query: string | undefined,
  prefix: string = PREVIEW_PREFIX,
): string | undefined {
  const rest = pathname === prefix ? '' : pathname.slice(prefix.length);
  const raw = rest === '' || rest === '/' ? (query ?? '/') : rest;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\'))
    return undefined;
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : '/';
}
