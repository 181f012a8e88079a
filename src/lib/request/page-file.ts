import { PAGE_FILE_EXTENSIONS } from '../../config/path-rules';

/** `/fr/espana/matchs/calendrier.ics` → the page it hangs from and its file name; undefined for anything else. */
export function splitPageFile(pathname: string): { pagePath: string; name: string } | undefined {
  const cut = pathname.lastIndexOf('/');
  if (cut <= 0) return undefined;
  const name = pathname.slice(cut + 1);
  if (!PAGE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return undefined;
  return { pagePath: pathname.slice(0, cut), name };
}
