// What a watcher reads on each tick: its match afresh, whether it is still worth watching, and
// the live view in every language the site speaks (one upstream read, translated here).
import type { EditionId } from '../../config/editions';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import { findMatch } from '../competition/find-match';
import { hasMatchPages } from '../competition/rules/match-pages';
import { isTrackedLive } from '../competition/rules/match-status';
import type { Gender } from '../competition/types';
import { getIntl } from '../i18n/intl';
import { buildLiveMatchView, loadPresidents, type LiveMatchView } from '../match';
import { changeSignature } from './change-signature';

export type WatchedMatch = {
  /** Still live or about to start: the watcher keeps going. */
  tracked: boolean;
  signature: string;
  views: Record<LocaleCode, LiveMatchView>;
};

/** The match, and the region's time zone its views tell a kick-off time in. */
export type WatchTarget = { edition: EditionId; genders: readonly Gender[]; competitions: readonly number[]; timeZone: string; matchId: number };

/** The match now, or undefined when it is unknown here (or its turn could not be read). */
export async function readWatchedMatch(api: CompetitionApi, target: WatchTarget, now: Date = new Date()): Promise<WatchedMatch | undefined> {
  const lang = DEFAULT_LOCALE;
  const found = await findMatch(api, { genders: target.genders, competitions: target.competitions, lang }, target.matchId);
  if (!found || !hasMatchPages(found.season.competitionId)) return undefined;
  const turn = await api.getTurn(found.match.turnId, lang, { watch: true });
  const match = turn?.matches.find((candidate) => candidate.id === target.matchId);
  if (!match) return undefined;
  // Named in the timeline's president's penalty, as on the match page.
  const presidents = await loadPresidents(api, match, found.season.id);
  const views = Object.fromEntries(
    LOCALE_CODES.map((code) => [code, buildLiveMatchView(match, getIntl(code, target.edition).t, code, target.timeZone, { presidents })]),
  ) as Record<LocaleCode, LiveMatchView>;
  return { tracked: isTrackedLive(match, now), signature: changeSignature(match, views[lang].rules), views };
}
