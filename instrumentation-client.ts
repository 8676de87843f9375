import { config } from 'zod/v4/core';

// Runs before any page module (Next's instrumentation-client convention). Zod 4 compiles object
// parsers with `new Function` and first probes whether eval is allowed; the site's CSP allows no
// eval, so the probe would report a CSP violation on every page that parses a schema (runtime
// availability, film club). `jitless` skips the probe and the compiled path; parsing is the same.
config({ jitless: true });
