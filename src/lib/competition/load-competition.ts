// Section 4: the competition data every page starts from, loaded once per request in order:
// clusters → current cluster → its current season (in full) → that season's teams with staff.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from './api';
import { loadCurrentSeason } from './load-current-season';
import type { Gender, Season, SeasonCluster, Team } from './types';

export type CompetitionOptions = { genders: readonly Gender[]; competitions: readonly number[]; lang: LocaleCode };

export type LoadedCompetition = {
  clusters: SeasonCluster[];
  cluster?: SeasonCluster;
  season?: Season;
  /** The season's teams (section 9 quirks applied), each with its staff for that season. */
  teams: Team[];
};

type Memo = Map<string, Promise<LoadedCompetition>>;

// Keyed by the api object: create the api once per request (it is cheap) and the memo lives
// exactly as long as the request. A caller holding a longer-lived api passes its own Map.
const MEMOS = new WeakMap<CompetitionApi, Memo>();

function getMemo(api: CompetitionApi): Memo {
  let memo = MEMOS.get(api);
  if (!memo) {
    memo = new Map();
    MEMOS.set(api, memo);
  }
  return memo;
}

function toMemoKey({ genders, competitions, lang }: CompetitionOptions): string {
  return JSON.stringify([[...genders].sort(), [...competitions].sort((a, b) => a - b), lang]);
}

async function load(api: CompetitionApi, options: CompetitionOptions): Promise<LoadedCompetition> {
  const { clusters, cluster, season } = await loadCurrentSeason(api, options);
  if (!season) return { clusters, cluster, teams: [] };
  const seasonTeams = await api.getSeasonTeams(season.id);
  const teams = await Promise.all(
    seasonTeams.map(async (team) =>
      // Placeholders stand for "to be decided" and have no staff to ask for.
      team.isPlaceholder ? team : { ...team, staffs: await api.getTeamSeasonStaffs(team.id, season.id) },
    ),
  );
  return { clusters, cluster, season, teams };
}

export function loadCompetition(
  api: CompetitionApi,
  options: CompetitionOptions,
  memo: Memo = getMemo(api),
): Promise<LoadedCompetition> {
  const key = toMemoKey(options);
  const known = memo.get(key);
  if (known) return known;
  const loading = load(api, options);
  memo.set(key, loading);
  return loading;
}
