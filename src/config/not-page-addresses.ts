// Addresses that can never be a page of this site, which bots probe by the hundred: other
// software's files, secrets, backups. They get a short plain 404 without a page being drawn.
import { PAGE_FILE_EXTENSIONS, PASS_THROUGH_PREFIXES } from './path-rules';
import { CARD_FILE, isCardFileName } from './share-cards';

export const NOT_PAGE_ADDRESSES = {
  /** A segment starting so is never ours: WordPress's own files (`wp-login.php`, `wp-admin`), dotfiles (`.env`, `.git`). */
  segmentPrefixes: ['wp-', '.'],
  /**
   * The only extensions a path outside the static folders may end in: the files that hang from a
   * page. Pages have none, and the other files of the root (robots.txt, the sitemaps, the icons,
   * security.txt) are answered earlier; any other extension (`.php`, `.asp`, `.sql`, `.zip`) is
   * none of ours.
   */
  siteExtensions: PAGE_FILE_EXTENSIONS,
} as const satisfies { segmentPrefixes: readonly string[]; siteExtensions: readonly `.${string}`[] };

const EXTENSION = /\.[^./]+$/;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

/** Whether the path can never be a page: a probe for something this site does not have. */
export function isNotPageAddress(pathname: string): boolean {
  if (PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const segments = pathname.split('/').filter(Boolean).map(decoded);
  if (segments.some((segment) => NOT_PAGE_ADDRESSES.segmentPrefixes.some((prefix) => segment.startsWith(prefix)))) return true;
  const name = segments.at(-1) ?? '';
  const extension = EXTENSION.exec(name)?.[0];
  // A page's only picture is its share card (ADR 048): any other `.png` is a probe.
  if (extension === CARD_FILE.extension) return !isCardFileName(name);
  return extension !== undefined && !(NOT_PAGE_ADDRESSES.siteExtensions as readonly string[]).includes(extension);
}
