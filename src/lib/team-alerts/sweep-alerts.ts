// The minute sweep (a cron trigger): every match of a subscribed team from just before its
// kick-off to well after it, looked at whether or not a watcher runs for it. It is what notices a
// kick-off (no page has a socket open before it) and the floor under the watchers' faster path.
import type { D1Database } from '@cloudflare/workers-types';
import { getEdition, type EditionId } from '../../config/editions';
import { DEFAULT_LOCALE } from '../../config/locales';
import { getRegions } from '../../config/regions';
import { TEAM_ALERTS } from '../../config/team-alerts';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import type { Match } from '../competition/types';
import { dispatchMatchAlerts, type DispatchResult } from './dispatch-alerts';
import type { SendPush } from './push-sender';
import { forgetSentEvents, subscribedTeams } from './subscription-store';

type SweepFacts = { db: D1Database; api: CompetitionApi; edition: EditionId; send: SendPush; now?: number };

function isAroundNow(match: Match, now: number): boolean {
  const offset = now - Date.parse(match.date);
  return offset >= -TEAM_ALERTS.sweepWindow.beforeMs && offset <= TEAM_ALERTS.sweepWindow.afterMs;
}

export async function sweepTeamAlerts({ db, api, edition, send, now = Date.now() }: SweepFacts): Promise<DispatchResult[]> {
  await forgetSentEvents(db, now - TEAM_ALERTS.sentKeyRetentionMs);
  const teams = await subscribedTeams(db, edition);
  if (teams.size === 0) return [];
  const { genders } = getEdition(edition);
  const perRegion = await Promise.all(
    getRegions(edition).map(async (region) => {
      const { turns } = await loadCurrentSeasonTurns(api, { genders, competitions: region.competitionId, lang: DEFAULT_LOCALE });
      const matches = turns
        .flatMap((turn) => turn.matches)
        .filter((match) => teams.has(match.homeTeamId ?? match.homeTeam?.id ?? -1) || teams.has(match.awayTeamId ?? match.awayTeam?.id ?? -1))
        .filter((match) => isAroundNow(match, now));
      return Promise.all(matches.map((match) => dispatchMatchAlerts({ db, edition, regionSlug: region.slug, match, send, now })));
    }).map((work) => work.catch((): DispatchResult[] => [])), // a region that fails waits for the next minute

  );
  return perRegion.flat();
}
