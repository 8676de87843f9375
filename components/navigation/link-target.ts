/** Files and framework paths a click must leave to the browser (downloads, feeds, Next's own files). */
const NOT_A_PAGE = /^\/(?:_next|api|pagefind)\/|\.[a-z0-9]+$/i;

/**
 * The path a click goes to, or null unless it is a plain same-site navigation to another page
 * (no modifier, target, `download`, external rel, `data-full-load`, file, or link to this page).
 */
export function linkNavigationTarget(event: MouseEvent, here: URL): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement || link instanceof SVGAElement)) return null;
  const target = link.getAttribute('target');
  if (
    (target && target !== '_self') ||
    link.hasAttribute('download') ||
    link.hasAttribute('data-full-load') ||
    /\bexternal\b/.test(link.getAttribute('rel') ?? '')
  )
    return null;
  const url = new URL(link.getAttribute('href') ?? '', here);
  if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}
