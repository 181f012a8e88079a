import { API_PATHS } from '../../config/api-paths';
import type { LocaleCode } from '../../config/locales';

/** The site's polling endpoint for one match (src/endpoints/api/live-match-api.ts). */
export const LIVE_MATCH_PATH = API_PATHS.liveMatch;

/** Every viewer of a match asks this same address, so one edge-cached answer serves them all. */
export function toLiveMatchUrl(region: string, lang: LocaleCode, matchId: number): string {
  return `${LIVE_MATCH_PATH}?${new URLSearchParams({ region, lang, id: String(matchId) })}`;
}
