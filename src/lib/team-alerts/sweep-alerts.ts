// The minute sweep (a cron trigger): every match of a subscribed team from just before its
// kick-off to well after it, looked at whether or not a watcher runs for it. It is what notices a
// kick-off (no page has a socket open before it) and the floor under the watchers' faster path.
// Through the Queue it first hands over again the pages of claimed events the Queue never took
// (ADR 058), whoever claimed them.
import type { D1Database } from '@cloudflare/workers-types';
import { getEdition, type EditionId } from '../../config/editions';
import { DEFAULT_LOCALE } from '../../config/locales';
import { getRegions } from '../../config/regions';
import { TEAM_ALERTS } from '../../config/team-alerts';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import type { Match } from '../competition/types';
import { dispatchMatchAlerts, type DispatchResult } from './dispatch-alerts';
import { handOverDuePages, type AlertQueue } from './alert-queue';
import type { SendPush } from './push-sender';
import { forgetQueuedEvents } from './queue-store';
import { forgetSentEvents, subscribedTeams } from './subscription-store';

type SweepFacts = { db: D1Database; api: CompetitionApi; edition: EditionId; send: SendPush; queue?: AlertQueue; now?: number };

function isAroundNow(match: Match, now: number): boolean {
  const offset = now - Date.parse(match.date);
  return offset >= -TEAM_ALERTS.sweepWindow.beforeMs && offset <= TEAM_ALERTS.sweepWindow.afterMs;
}

export async function sweepTeamAlerts({ db, api, edition, send, queue, now = Date.now() }: SweepFacts): Promise<DispatchResult[]> {
  // Pages and deliveries first: they name the events by rowid.
  await forgetQueuedEvents(db, now - TEAM_ALERTS.sentKeyRetentionMs);
  await forgetSentEvents(db, now - TEAM_ALERTS.sentKeyRetentionMs);
  if (queue) await handOverDuePages(db, queue, now);
  const teams = await subscribedTeams(db, edition);
  if (teams.size === 0) return [];
  const { genders } = getEdition(edition);
  const perRegion = await Promise.all(
    getRegions(edition).map(async (region) => {
      const { turns } = await loadCurrentSeasonTurns(api, { genders, competitions: region.competitionId, lang: DEFAULT_LOCALE });
      const candidates = turns
        .flatMap((turn) => turn.matches)
        .filter((match) => teams.has(match.homeTeamId ?? match.homeTeam?.id ?? -1) || teams.has(match.awayTeamId ?? match.awayTeam?.id ?? -1))
        // Live by the listing too: a league whose clock is not the Worker's (the demo's) still counts.
        .filter((match) => isAroundNow(match, now) || match.displayStatus === 'live');
      // The listing finds them (kick-off times hold still); their state is read afresh, at the
      // watch lifetime, as a watcher reads it: the listing may be a minute old.
      const fresh = await Promise.all(
        [...new Set(candidates.map((match) => match.turnId))].map((turnId) => api.getTurn(turnId, DEFAULT_LOCALE, { watch: true })),
      );
      const current = new Map(fresh.flatMap((turn) => turn?.matches ?? []).map((match) => [match.id, match]));
      return Promise.all(candidates.map((match) => dispatchMatchAlerts({ db, edition, regionSlug: region.slug, match: current.get(match.id) ?? match, send, queue, now })));
    }).map((work) => work.catch((): DispatchResult[] => [])), // a region that fails waits for the next minute

  );
  return perRegion.flat();
}
