import { config } from 'zod/mini';

// Imported by every module that parses with zod in the browser: zod probes for eval, which the
// CSP forbids, so the probe would report a violation. Not in the root layout: ~25 KB on every page.
if (typeof window !== 'undefined') config({ jitless: true });
