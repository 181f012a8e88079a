import { RETRY_STATUSES, UPSTREAM_TIMEOUT_MS } from '../../config/upstream';

export type Fetcher = (request: Request) => Promise<Response> | Response;
export type FailureReason = 'http' | 'timeout' | 'network' | 'json' | 'shape';
/** `notFound`: the upstream answered that what was asked for does not exist (a 404, or an answer the caller reads so). */
export type FetchFailure = { ok: false; status?: number; reason: FailureReason; notFound?: true };
/** Whether an error answer means "not there" rather than a failure, by its status and body. */
export type NotFoundAnswer = (status: number, body: string) => boolean;
/** Response headers a caller asked to keep, by lowercase name. */
export type KeptHeaders = Readonly<Record<string, string>>;
export type FetchResult = { ok: true; text: string; headers?: KeptHeaders } | FetchFailure;

export type FetchTextOptions = {
  /** Who answers; the network unless the in-process demo league stands in for the upstream. */
  fetcher?: Fetcher;
  timeoutMs?: number;
  retryStatuses?: readonly number[];
  /** Response headers to hand back with the body (a CMS's paging totals). */
  keepHeaders?: readonly string[];
  /** Error answers besides a 404 that say the thing does not exist (WordPress's 400 past the last page). */
  notFound?: NotFoundAnswer;
};

const networkFetcher: Fetcher = (request) => fetch(request);

function pickHeaders(headers: Headers, names: readonly string[]): KeptHeaders | undefined {
  if (names.length === 0) return undefined;
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) kept[name.toLowerCase()] = value;
  }
  return kept;
}

type Attempt = { fetcher: Fetcher; timeoutMs: number; keepHeaders: readonly string[]; notFound?: NotFoundAnswer };

async function attempt(url: string, { fetcher, timeoutMs, keepHeaders, notFound }: Attempt): Promise<FetchResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timeout'));
    }, timeoutMs);
  });
  try {
    const request = new Request(url, { method: 'GET', headers: { accept: 'application/json' }, signal: controller.signal });
    // The limit covers reading the body too: an upstream may send headers and then hang.
    const answer = await Promise.race([
      Promise.resolve(fetcher(request)).then(async (response) => ({
        status: response.status,
        ok: response.ok,
        text: await response.text(),
        headers: pickHeaders(response.headers, keepHeaders),
      })),
      timeout,
    ]);
    if (!answer.ok) {
      const missing = answer.status === 404 || notFound?.(answer.status, answer.text) === true;
      return { ok: false, status: answer.status, reason: 'http', ...(missing && { notFound: true }) };
    }
    return answer.headers ? { ok: true, text: answer.text, headers: answer.headers } : { ok: true, text: answer.text };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one place league data leaves the Worker: a GET with a time limit, retried once when the
 * upstream answers one of the retryable statuses (section 7). It never throws; callers decide
 * what a failure means.
 */
export async function fetchText(url: string, options: FetchTextOptions = {}): Promise<FetchResult> {
  const fetcher = options.fetcher ?? networkFetcher;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const retryStatuses = options.retryStatuses ?? RETRY_STATUSES;
  const settings: Attempt = { fetcher, timeoutMs, keepHeaders: options.keepHeaders ?? [], notFound: options.notFound };
  const first = await attempt(url, settings);
  if (first.ok || first.reason !== 'http' || !retryStatuses.includes(first.status ?? 0)) return first;
  return attempt(url, settings);
}
