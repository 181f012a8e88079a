// What a live match's watcher calls on each tick (src/cloudflare/live-match-watcher.ts): the match
// afresh, read with the Worker's own bindings. It is never a path: nobody outside can make the
// Worker read the upstream past its caches.
import type { WorkerBindings } from '../../bindings';
import { findRegion } from '../../config/regions';
import { resolveWorkerCall } from '../request/resolve-worker-call';
import { readWatchedMatch, type WatchedMatch } from './read-watched-match';

/** The match a watcher follows, as its first page named it. */
export type MatchTarget = { region: string; id: number };

/** The match now, or undefined when its region or the match is unknown here. */
export async function watchMatch(bindings: WorkerBindings, target: MatchTarget): Promise<WatchedMatch | undefined> {
  const { edition, data } = resolveWorkerCall(bindings);
  const region = findRegion(edition.id, target.region);
  if (!region) return undefined;
  return readWatchedMatch(data.competition, {
    edition: edition.id, genders: edition.genders, competitions: region.competitionId, timeZone: region.timeZone, matchId: target.id,
  });
}
