import { ALLOWED_EXTERNAL_HOSTS } from '../../config/external-links';

const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

/**
 * Section 8: an outside link is followed only to an allowed https host; script-bearing
 * schemes are refused whatever their spelling. Returns the normalised URL, or undefined.
 */
export function toSafeExternalUrl(
  href: string,
  allowedHosts: readonly string[] = ALLOWED_EXTERNAL_HOSTS,
): string | undefined {
  let url: URL;
  try {
    // Browsers ignore tabs, newlines and leading spaces inside schemes; so must the check.
    url = new URL(href.replace(/[\u0000-\u0020]/g, ''));
  } catch {
    return undefined;
  }
  if (REFUSED_SCHEMES.has(url.protocol) || url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts.some((allowedHost) => host === allowedHost || host.endsWith(`.${allowedHost}`));
  return allowed ? url.toString() : undefined;
}
