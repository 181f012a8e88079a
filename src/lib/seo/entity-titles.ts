// Pages about one thing (a match, a team, a player) are titled with its name, the way a visitor
// searches for it, rather than with their route's generic title. The names come from the same
// cached reads the route guard made a moment before, so the head waits for nothing new.
import type { RouteId } from '../../config/routes';
import type { ShellProps } from '../../components/shell/shell-props';
import { getCompetitionApi } from '../competition';
import { findMatch } from '../competition/find-match';
import { findPlayer } from '../people/find-player';
import type { PageResolution } from '../routing/resolve-page';
import { fullName } from '../people/person-name';

export type EntityTitle = (shell: ShellProps, resolution: PageResolution) => Promise<string | undefined>;

const matchTitle: EntityTitle = async ({ edition, region, lang, t }, { params }) => {
  if (!region) return undefined;
  const found = await findMatch(getCompetitionApi(), { genders: edition.genders, competitions: region.competitionId, lang }, Number(params.matchId));
  const { homeTeam, awayTeam } = found?.match ?? {};
  return homeTeam && awayTeam ? t('match.versus', { home: homeTeam.name, away: awayTeam.name }) : undefined;
};

const teamTitle: EntityTitle = async (_, { params }) => {
  // An unknown team never gets here (the route guard answered 404); any failure keeps the generic title.
  const team = await getCompetitionApi().getTeam(Number(params.team)).catch(() => undefined);
  return team?.name;
};

const playerTitle: EntityTitle = async ({ edition, region, lang }, { params }) => {
  const search = await findPlayer(getCompetitionApi(), region, { edition, lang }, Number(params.playerId));
  return search.kind === 'found' ? fullName(search.player) : undefined;
};

export const ENTITY_TITLES: Partial<Record<RouteId, EntityTitle>> = {
  match: matchTitle,
  team: teamTitle,
  regionTeam: teamTitle,
  player: playerTitle,
  regionPlayer: playerTitle,
};
