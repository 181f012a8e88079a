import { PeoplePage } from '../components/people/people-page';
import { PlayerList } from '../components/people/player-list';
import type { PlayerCategory } from '../lib/competition';
import {
  filterByQuery, sortSquadPlayers, teamsOf, readPlayerListQuery, loadRegionPlayers, toPeopleGender, withPeopleGender,
} from '../lib/people';
import { buildPath } from '../lib/routing/build-path';
import type { ViewProps } from '../lib/page/page-types';
import { formatSeasonName } from '../lib/i18n/league-words';

/** Which squad players each list shows. */
const LIST_CATEGORIES = {
  draftPlayers: 'draft',
  wildcardPlayers: 'wildcard',
  draftReserves: 'reserve',
} as const satisfies Partial<Record<ViewProps['resolution']['routeId'], PlayerCategory>>;

type ListRoute = keyof typeof LIST_CATEGORIES;

/** The draft players, the 12-13 wildcards or the reserves of the current season, by team and position. */
export async function PlayerListView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  const routeId = resolution.routeId as ListRoute;
  const category = LIST_CATEGORIES[routeId];
  if (!region || !category) return null;
  const api = data.competition;
  // Section 7's player call filters draft and wildcard players itself; reserves are picked here.
  const { season, players } = await loadRegionPlayers(api, region, {
    genders: edition.genders,
    lang,
    categories: category === 'reserve' ? undefined : category,
  });
  const listed = players.filter((player) => (player.category ?? category) === category);
  const teams = teamsOf(
    listed.map((player) => player.teamId),
    season ? await api.getSeasonTeams(season.id) : [],
    lang,
  );
  const query = readPlayerListQuery(shell.query);
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const rows = sortSquadPlayers(filterByQuery(listed, query, (player) => player), teams).map((player) => ({
    player,
    team: player.teamId === undefined ? undefined : teamById.get(player.teamId),
  }));
  return (
    <PeoplePage shell={shell} resolution={resolution} heading={title} lead={description}>
      {season && <p className="muted">{t('league.season', { season: formatSeasonName(t, season) })}</p>}
      <PlayerList
        id="people-list"
        action={buildPath(routeId, lang, { region: region.slug })}
        title={title}
        teams={teams}
        query={query}
        rows={rows}
        columns="squad"
        unavailable={listed.length === 0}
        links={{ lang, edition: edition.id, region }}
        t={t}
      />
    </PeoplePage>
  );
}
