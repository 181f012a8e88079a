// The live socket's address: which match, in which language, resuming after which change.
// zod/mini: the watcher's Worker entry is bundled by wrangler, which keeps all of `zod` (ADR 042).
import * as z from 'zod/mini';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';

export { LIVE_SOCKET_PATH } from './live-socket-path';

export const SocketQuerySchema = z.object({
  region: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
  lang: z._default(z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]), DEFAULT_LOCALE),
  id: z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.pipe(z.transform(Number), z.int().check(z.positive()))),
  /** The last change the page has seen; 0 for none. */
  since: z._default(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)), 0),
});
export type SocketQuery = z.infer<typeof SocketQuerySchema>;

/** One watcher per match: its name within the edition's namespace. */
export function watcherName(region: string, matchId: number): string {
  return `${region}:${matchId}`;
}
