import type { RequestContext } from '../lib/request-context';

/**
 * Whether `origin` is one of this site's: the host the request was sent to (the Worker's own
 * address), the request's domain or the edition's. What a browser names as the page that sent a
 * request: a WebSocket's open (ADR 056) and a form's post (ADR 062) are checked by it alike.
 */
export function isOwnOrigin(origin: string, request: Pick<RequestContext, 'domain' | 'edition'>, host: string | undefined): boolean {
  if (!URL.canParse(origin)) return false;
  const { origin: named, host: namedHost } = new URL(origin);
  return namedHost === host || named === new URL(request.domain).origin || named === new URL(request.edition.domain).origin;
}
