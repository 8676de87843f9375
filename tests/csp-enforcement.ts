import { createHash } from 'node:crypto';

/**
 * Whether a browser given `policies` (Content-Security-Policy texts: header values, which may hold
 * several policies separated by commas, and meta policies) runs an inline `<script>` whose text is
 * `text`. Every policy must allow it (CSP 3, "Enforcing multiple policies"); a policy allows it by
 * its script-src-elem, else script-src, else default-src (none of them: allowed) naming the
 * script's SHA-256 hash, or `'unsafe-inline'` when the list names no hash or nonce (which
 * turn `'unsafe-inline'` off, CSP 3 §6.7.3.3). For tests: the policy the browser would enforce.
 */
export function runsInlineScript(policies: readonly string[], text: string): boolean {
  const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  return policies
    .flatMap((header) => header.split(','))
    .every((policy) => {
      const directives = new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
      );
      const sources =
        directives.get('script-src-elem') ??
        directives.get('script-src') ??
        directives.get('default-src');
      if (!sources) return true;
      if (sources.includes(hash)) return true;
      const hashOrNonce = sources.some((source) => /^'(?:sha(?:256|384|512)|nonce)-/.test(source));
      return !hashOrNonce && sources.includes("'unsafe-inline'");
    });
}
