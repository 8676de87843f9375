/**
 * Adds an async external script to `<head>`. Scripts are created from client code, never as inline
 * `<script>` tags, so the coming strict CSP needs no `unsafe-inline`.
 * @returns false (and adds nothing) when a script with this absolute `src` is already there.
 */
export function appendScript(src: string): boolean {
  if ([...document.scripts].some((script) => script.src === src)) return false;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}
