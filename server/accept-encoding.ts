/** The encodings the build pre-compresses, best first (pipeline/post-export). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** The q-value of each coding named in an Accept-Encoding header (`*` included), RFC 9110 §12.5.3. */
function qualities(acceptEncoding: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((token) => token.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(value) ? value : 0);
  }
  return result;
}

const parsedHeaders = new Map<string, Map<string, number>>();

/**
 * The encoding to send of those a file has on disk for an `Accept-Encoding` header: the one with
 * the highest q-value above 0, brotli before gzip at equal value (`*` counts for a coding not
 * named), identity when the client accepts neither or sent no header. As @fastify/static chooses.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  onDisk: ReadonlySet<Encoding>,
): Encoding {
  if (!acceptEncoding) return 'identity';
  let q = parsedHeaders.get(acceptEncoding);
  if (!q) {
    // Clients send a handful of distinct headers: parse each once.
    if (parsedHeaders.size >= 64) parsedHeaders.clear();
    q = qualities(acceptEncoding);
    parsedHeaders.set(acceptEncoding, q);
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (onDisk.has(encoding) && value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}
