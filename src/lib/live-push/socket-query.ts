// The live socket's address: which match, in which language, resuming after which change.
import { z } from 'zod';
import { API_PATHS } from '../../config/api-paths';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';

export const LIVE_SOCKET_PATH = API_PATHS.liveSocket;

export const SocketQuerySchema = z.object({
  region: z.string().regex(/^[a-z0-9-]{1,40}$/),
  lang: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]).default(DEFAULT_LOCALE),
  id: z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.number().int().positive()),
  /** The last change the page has seen; 0 for none. */
  since: z.string().regex(/^\d{1,15}$/).transform(Number).default(0),
});
export type SocketQuery = z.infer<typeof SocketQuerySchema>;

/** The page opens this (as ws: or wss: on its own host); `since` is added when it resumes. */
export function toLiveSocketPath(region: string, lang: LocaleCode, matchId: number): string {
  return `${LIVE_SOCKET_PATH}?${new URLSearchParams({ region, lang, id: String(matchId) })}`;
}

/** One watcher per match: its name within the edition's namespace. */
export function watcherName(region: string, matchId: number): string {
  return `${region}:${matchId}`;
}
