// The card Worker's one data client: a league crest's picture, fetched once per drawing with a
// time and size limit. A crest that cannot be had is left out; the card is drawn without it.
const LIMITS = { timeoutMs: 2500, maxBytes: 512 * 1024 } as const;
const PICTURE_TYPES = /^image\/(png|jpeg|gif|webp|svg\+xml)\b/;

export async function fetchCrestImage(href: string, fetcher: typeof fetch = fetch): Promise<Uint8Array | undefined> {
  if (!href.startsWith('https://')) return undefined;
  try {
    const response = await fetcher(href, { signal: AbortSignal.timeout(LIMITS.timeoutMs), cf: { cacheTtl: 86400, cacheEverything: true } } as RequestInit);
    if (!response.ok || !PICTURE_TYPES.test(response.headers.get('content-type') ?? '')) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= LIMITS.maxBytes ? bytes : undefined;
  } catch {
    return undefined;
  }
}
