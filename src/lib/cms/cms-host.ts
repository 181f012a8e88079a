// The CMS's own addresses. A CMS behind a TLS proxy writes its media and links with http:// (it
// does not know the proxy); on its own host those are upgraded to https rather than dropped.
import { escapeRegExp } from '../text/escape-reg-exp';

/** The host of a CMS base address, lowercased; undefined when the base is not an absolute URL. */
export function toCmsHost(base: string): string | undefined {
  try {
    return new URL(base).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** An address on the CMS's own host with http upgraded to https; any other address as it was. */
export function upgradeCmsUrl(value: string, cmsHost: string | undefined): string {
  if (!cmsHost) return value;
  return value.replace(new RegExp(`^(\\s*)http://(${escapeRegExp(cmsHost)})(?=[:/?#]|\\s*$)`, 'i'), '$1https://$2');
}

/** HTML with every http:// address on the CMS's own host upgraded to https, before it is sanitised. */
export function upgradeCmsUrlsInHtml(html: string, cmsHost: string | undefined): string {
  if (!cmsHost) return html;
  return html.replace(new RegExp(`http://(${escapeRegExp(cmsHost)})(?=[:/?#"'\\s<])`, 'gi'), 'https://$1');
}
