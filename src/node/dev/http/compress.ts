import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const MAX_ENTRIES = 256;
/** Compressed bodies by etag + encoding; small and bounded, oldest out first. */
const cache = new Map<string, Buffer>();

/** The encoding to use for a client's Accept-Encoding header: brotli, then gzip, else none. */
export function negotiate(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/** The body compressed for this client, or undefined when it is small or the client takes none. */
export function compressFor(
  acceptEncoding: string,
  etag: string,
  body: Buffer,
): { encoding: Encoding; body: Buffer } | undefined {
  const encoding = body.length >= MIN_BYTES ? negotiate(acceptEncoding) : undefined;
  if (!encoding) return undefined;
  const key = `${encoding}:${etag}`;
  let compressed = cache.get(key);
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    cache.set(key, compressed);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return { encoding, body: compressed };
}
