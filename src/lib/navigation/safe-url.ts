import { ALLOWED_EXTERNAL_HOSTS, type ExternalHosts } from '../../config/external-links';

const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

/** Whether a host is a domain name: not an IP address, not a single label like `localhost`. */
function isNamedHost(host: string): boolean {
  return host.includes('.') && !host.startsWith('[') && !/^[\d.]+$/.test(host) && !host.endsWith('.localhost');
}

function isAllowedHost(host: string, allowedHosts: ExternalHosts): boolean {
  if (allowedHosts === 'any-named-host') return isNamedHost(host);
  return allowedHosts.some((allowedHost) => host === allowedHost || host.endsWith(`.${allowedHost}`));
}

/**
 * Section 8: an outside link is followed only to an allowed https host, without credentials;
 * script-bearing schemes are refused whatever their spelling. Returns the normalised URL, or undefined.
 */
export function toSafeExternalUrl(href: string, allowedHosts: ExternalHosts = ALLOWED_EXTERNAL_HOSTS): string | undefined {
  let url: URL;
  try {
    // Browsers ignore tabs, newlines and leading spaces inside schemes; so must the check.
    url = new URL(href.replace(/[\u0000-\u0020]/g, ''));
  } catch {
    return undefined;
  }
  if (REFUSED_SCHEMES.has(url.protocol) || url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return isAllowedHost(url.hostname.toLowerCase(), allowedHosts) ? url.toString() : undefined;
}
