import { scrubSecrets } from './scrub';

describe('scrubSecrets', () => {
  it('removes the query string and fragment of a URL, keeping its host and path', () => {
    const text =
      'fetch https://cdn.contentful.com/spaces/abc/entries?access_token=s3cr3tT0ken&limit=1000 failed (#frag)';
    const scrubbed = scrubSecrets(text);
    expect(scrubbed).toContain('https://cdn.contentful.com/spaces/abc/entries?[redacted]');
    expect(scrubbed).not.toContain('s3cr3tT0ken');
    expect(scrubbed).not.toContain('limit=1000');
    expect(scrubbed).toContain('failed');
  });

  it('keeps the full stop after a URL, and leaves scrubbed text as it is when scrubbed again', () => {
    const once = scrubSecrets('See https://example.no/a?key=1. Then retry.');
    expect(once).toBe('See https://example.no/a?[redacted]. Then retry.');
    expect(scrubSecrets(once)).toBe(once);
  });

  it('removes credentials in a URL', () => {
    const scrubbed = scrubSecrets('git clone https://deploy:hunter2pass@git.example.no/site.git');
    expect(scrubbed).toBe('git clone https://[redacted]@git.example.no/site.git');
  });

  it('replaces e-mail addresses', () => {
    expect(scrubSecrets('subscriber ola.nordmann+kino@example.no was refused')).toBe(
      'subscriber [e-mail] was refused',
    );
  });

  it('removes the value of anything named like a token, secret, password or key', () => {
    const scrubbed = scrubSecrets(
      'x-rebuild-secret: abcdefghij, password=kino, "apiKey":"k1", token=t; Authorization: Bearer eyJhb.eyJzdWIi.sig',
    );
    for (const secret of ['abcdefghij', '=kino', 'k1"', '=t;', 'eyJhb'])
      expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('x-rebuild-secret: [redacted]');
    expect(scrubbed).toContain('Bearer [redacted]');
  });

  it('removes long token-like runs: a Contentful token, a hex webhook secret, an AWS key id', () => {
    const contentful = 'Q3f9xL0pZ7mW2kR8vT4nB6yH1cJ5gD0aE9sU3oI7lK2';
    const hex = 'a3f1c9e07b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d0f2a';
    const aws = 'AKIAIOSFODNN7EXAMPLE';
    const scrubbed = scrubSecrets(`refused ${contentful} / ${hex} / ${aws}`);
    expect(scrubbed).toBe('refused [redacted] / [redacted] / [redacted]');
  });

  it('leaves paths, host names, build folders and plain sentences as they are', () => {
    const text =
      'Rebuild of /srv/kulturhuset/out-1764130000000 failed: the build wrote no 404.html in kulturhuset-web-production-2026 (www.kulturhuset.no, code 3)';
    expect(scrubSecrets(text)).toBe(text);
  });
});
