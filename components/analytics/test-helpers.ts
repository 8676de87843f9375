/** Test helpers for the analytics and consent DOM tests (jsdom). */

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
export function dataLayerCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

/** The `src` of every script element in the document. */
export function scriptSources(): string[] {
  return [...document.scripts].map((script) => script.src);
}

/** Removes every cookie, script, tracker global and body content that a test may have left. */
export function resetBrowser(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  for (const script of [...document.scripts]) script.remove();
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  document.body.innerHTML = '';
}
