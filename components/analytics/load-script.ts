/**
 * Adds an async external script to `<head>` (never inline, so a strict CSP needs no `unsafe-inline`);
 * false when one with this `src` is already there.
 */
export function appendScript(src: string): boolean {
  if ([...document.scripts].some((script) => script.src === src)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}
