import type { ComponentType } from 'react';
import { STAT_PAGES, type RouteId, type StatPageRouteId } from '../config/routes';
import { DraftView } from './draft-view';
import { FinalissimaView } from './finalissima-view';
import { ScheduleView } from './schedule-view';
import { HealthView } from './health-view';
import { HomeView } from './home-view';
import { JoinTheDraftView } from './join-the-draft-view';
import { LegendsView } from './legends-view';
import { MatchView } from './match-view';
import { MercatoView } from './mercato-view';
import { NewsView } from './news-view';
import { PlaceholderView } from './placeholder-view';
import { PlayerListView } from './player-list-view';
import { PlayerView } from './player-view';
import { PostView } from './post-view';
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

// The view each route renders. Config cannot name views (views import config to build their
// links), so this binding sits beside them, and its type makes it complete: a route added to the
// table without a view fails the build (ADR 015).
export const ROUTE_VIEWS = {
  home: HomeView,
  health: HealthView,
  legends: LegendsView,
  stores: PlaceholderView,
  finalissima: FinalissimaView,
  team: TeamView,
  player: PlayerView,
  regionHome: RegionHomeView,
  faqs: PlaceholderView,
  draft: DraftView,
  draftReserves: PlayerListView,
  joinTheDraft: JoinTheDraftView,
  draftPlayers: PlayerListView,
  wildcardPlayers: PlayerListView,
  regionLegends: LegendsView,
  teams: TeamsView,
  regionTeam: TeamView,
  regionPlayer: PlayerView,
  tables: TablesView,
  tablesKwcc: TablesView,
  matches: ScheduleView,
  match: MatchView,
  mercato: MercatoView,
  tickets: PlaceholderView,
  tierList: TierListView,
  tournament: TournamentView,
  contact: PlaceholderView,
  regulation: PlaceholderView,
  stats: StatsHubView,
  teamStats: StatsHubView,
  // Every statistics ranking is one view, read from its route's statistics config.
  ...(Object.fromEntries(Object.keys(STAT_PAGES).map((routeId) => [routeId, StatPageView])) as Record<StatPageRouteId, typeof StatPageView>),
  teamSimulator: PlaceholderView,
  squadSimulator: PlaceholderView,
  circulars: PlaceholderView,
  mediaAccreditation: PlaceholderView,
  qualifiersSpain: QualifiersView,
  qualifiersAmericas: QualifiersView,
  news: NewsView,
  post: PostView,
} as const satisfies Record<RouteId, ComponentType<ViewProps>>;

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return ROUTE_VIEWS[routeId];
}
