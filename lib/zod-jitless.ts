import { config } from 'zod/mini';

/*
 * Imported for its effect by every module that parses with zod in the browser (the lazily loaded
 * film-club and runtime wire schemas, the newsletter form, the saved tickets). Zod 4 compiles
 * object parsers with `new Function` after probing whether eval is allowed; the site's CSP allows
 * no eval, so the probe would report a violation. `jitless` skips probe and compiled path; the
 * parse result is the same. Only in the browser: the build keeps zod's faster compiled parsers.
 * Kept out of the root layout on purpose: importing zod there put ~25 KB of it on every page.
 */
if (typeof window !== 'undefined') config({ jitless: true });
