import { ELSEWHERE_SHELF_HOSTS } from '../../config/external-links';
import { toSafeExternalUrl } from '../navigation/safe-url';
import { decodeEntities } from './sanitize';
import type { WpPost } from './schemas';
import { toFirstLink } from './wp-fields';

/**
 * A post's source elsewhere: an address the site may link to, or a mark that the site it names is
 * refused; neither when it names no other site.
 */
export type ExternalSource = { externalUrl?: string; externalUrlRefused?: true };

// An address written out as text; the punctuation that ends its sentence is not part of it.
const WRITTEN_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
const SENTENCE_END = /[.,;:!?)\]]+$/;

/** The addresses HTML links to or writes out as text, in the order a reader meets them, references decoded. */
function toAddresses(html: string): string[] {
  return html.split(/(<[^>]*>)/).flatMap((part) => {
    if (part.startsWith('<')) {
      const href = /^<a\s/i.test(part) ? toFirstLink(part) : undefined;
      return href === undefined ? [] : [href];
    }
    return [...decodeEntities(part).matchAll(WRITTEN_ADDRESS)].map(([address]) => address.replace(SENTENCE_END, ''));
  });
}

/** Whether an address is on a site other than the CMS's own (a relative one is the CMS's). */
function isOtherSite(address: string, cmsHost: string | undefined): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.toLowerCase() !== cmsHost;
  } catch {
    return false;
  }
}

/**
 * A story's source elsewhere: ACF's `external_url` where the CMS has it, else, on a stock
 * WordPress, the first link to another site in the body, else in the excerpt, where a newsroom
 * writes "Publicado originalmente en https://…" (an address written as text counts). The
 * external-link guard decides whether the site links to it, letting any named https host through
 * for the shelf (ADR 059); a post that names no other site has no source elsewhere.
 */
export function toExternalSource(post: WpPost, cmsHost: string | undefined): ExternalSource {
  const address =
    post.acf?.external_url ||
    [post.content.rendered, post.excerpt.rendered].flatMap(toAddresses).find((candidate) => isOtherSite(candidate, cmsHost));
  if (address === undefined) return {};
  const externalUrl = toSafeExternalUrl(address, ELSEWHERE_SHELF_HOSTS);
  return externalUrl ? { externalUrl } : { externalUrlRefused: true };
}
