import type { ComponentType } from 'react';
import type { RouteId } from '../config/routes';
import { STAT_PAGES } from '../config/stat-pages';
import { DraftView } from './draft-view';
import { FinalissimaView } from './finalissima-view';
import { ScheduleView } from './schedule-view';
import { HealthView } from './health-view';
import { HomeView } from './home-view';
import { JoinTheDraftView } from './join-the-draft-view';
import { LegendsView } from './legends-view';
import { MatchView } from './match-view';
import { MercatoView } from './mercato-view';
import { PlaceholderView } from './placeholder-view';
import { PlayerListView } from './player-list-view';
import { PlayerView } from './player-view';
import { QualifiersView } from './qualifiers-view';
import { RegionHomeView } from './region-home-view';
import { StatPageView } from './stat-page-view';
import { StatsHubView } from './stats-hub-view';
import { TablesView } from './tables-view';
import { TeamView } from './team-view';
import { TeamsView } from './teams-view';
import { TierListView } from './tier-list-view';
import { TournamentView } from './tournament-view';
import type { ViewProps } from '../lib/page/page-types';

/** The view each route renders; routes without one show their frame, title and purpose. */
export const VIEWS: Partial<Record<RouteId, ComponentType<ViewProps>>> = {
  home: HomeView,
  health: HealthView,
  regionHome: RegionHomeView,
  matches: ScheduleView,
  match: MatchView,
  tables: TablesView,
  tablesKwcc: TablesView,
  tournament: TournamentView,
  tierList: TierListView,
  qualifiersSpain: QualifiersView,
  qualifiersAmericas: QualifiersView,
  finalissima: FinalissimaView,
  teams: TeamsView,
  team: TeamView,
  regionTeam: TeamView,
  player: PlayerView,
  regionPlayer: PlayerView,
  draftPlayers: PlayerListView,
  wildcardPlayers: PlayerListView,
  draftReserves: PlayerListView,
  legends: LegendsView,
  regionLegends: LegendsView,
  draft: DraftView,
  joinTheDraft: JoinTheDraftView,
  mercato: MercatoView,
  stats: StatsHubView,
  teamStats: StatsHubView,
  // Every statistics ranking is one view, read from the stat pages table.
  ...Object.fromEntries(Object.keys(STAT_PAGES).map((routeId) => [routeId, StatPageView])),
};

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return VIEWS[routeId] ?? PlaceholderView;
}
