// The live socket's address, without the query's validation (the page's bundle carries no zod).
import { API_PATHS } from '../../config/api-paths';
import type { LocaleCode } from '../../config/locales';

export const LIVE_SOCKET_PATH = API_PATHS.liveSocket;

/** The page opens this (as ws: or wss: on its own host); `since` is added when it resumes. */
export function toLiveSocketPath(region: string, lang: LocaleCode, matchId: number): string {
  return `${LIVE_SOCKET_PATH}?${new URLSearchParams({ region, lang, id: String(matchId) })}`;
}
