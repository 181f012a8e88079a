import type { ComponentType } from 'react';
import { STAT_PAGES, type RouteId, type StatPageRouteId } from '../config/routes';
import { CircularsView } from './circulars-view';
import { ContactView } from './contact-view';
import { DraftView } from './draft-view';
import { FaqsView } from './faqs-view';
import { FinalissimaView } from './finalissima-view';
import { MatchesView } from './matches-view';
import { HealthView } from './health-view';
import { HomeView } from './home-view';
import { JoinTheDraftView } from './join-the-draft-view';
import { LegendsView } from './legends-view';
import { MatchView } from './match-view';
import { MediaAccreditationView } from './media-accreditation-view';
import { MercatoView } from './mercato-view';
import { NewsView } from './news-view';
import { PlayerListView } from './player-list-view';
import { PlayerView } from './player-view';
import { PostView } from './post-view';
import { QualifiersView } from './qualifiers-view';
import { RegionHomeView } from './region-home-view';
import { RegulationView } from './regulation-view';
import { SquadSimulatorView } from './squad-simulator-view';
import { StatPageView } from './stat-page-view';
import { StatsHubView } from './stats-hub-view';
import { StoresView } from './stores-view';
import { TablesView } from './tables-view';
import { TeamSimulatorView } from './team-simulator-view';
import { TeamView } from './team-view';
import { TeamsView } from './teams-view';
import { TicketsView } from './tickets-view';
import { TierListView } from './tier-list-view';
import { TournamentView } from './tournament-view';
import { SearchView } from './search-view';
import type { ViewProps } from '../lib/page/page-types';

// The view each route renders. Config cannot name views (views import config to build their
// links), so this binding sits beside them, and its type makes it complete: a route added to the
// table without a view fails the build (ADR 015).
export const ROUTE_VIEWS = {
  home: HomeView,
  health: HealthView,
  legends: LegendsView,
  stores: StoresView,
  finalissima: FinalissimaView,
  team: TeamView,
  player: PlayerView,
  regionHome: RegionHomeView,
  faqs: FaqsView,
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
  matches: MatchesView,
  match: MatchView,
  mercato: MercatoView,
  tickets: TicketsView,
  tierList: TierListView,
  tournament: TournamentView,
  contact: ContactView,
  regulation: RegulationView,
  stats: StatsHubView,
  teamStats: StatsHubView,
  // Every statistics ranking is one view, read from its route's statistics config.
  ...(Object.fromEntries(Object.keys(STAT_PAGES).map((routeId) => [routeId, StatPageView])) as Record<StatPageRouteId, typeof StatPageView>),
  teamSimulator: TeamSimulatorView,
  squadSimulator: SquadSimulatorView,
  circulars: CircularsView,
  mediaAccreditation: MediaAccreditationView,
  qualifiersSpain: QualifiersView,
  qualifiersAmericas: QualifiersView,
  news: NewsView,
  post: PostView,
  search: SearchView,
} as const satisfies Record<RouteId, ComponentType<ViewProps>>;

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return ROUTE_VIEWS[routeId];
}
