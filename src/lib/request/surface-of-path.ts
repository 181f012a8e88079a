import { API_ROOT } from '../../config/api-paths';
import { isEmbedPath } from '../../config/embed';
import { FRAMEWORK_PREFIX, isPagePath } from '../../config/path-rules';
import type { Surface } from '../../config/surfaces';

/** The one place a path says what kind of answer it gets; the resolver puts it on the request. */
export function surfaceOfPath(pathname: string): Surface {
  if (isPagePath(pathname)) return isEmbedPath(pathname) ? 'widget' : 'page';
  if (pathname.startsWith(API_ROOT)) return 'api';
  return pathname.startsWith(FRAMEWORK_PREFIX) ? 'framework' : 'file';
}
