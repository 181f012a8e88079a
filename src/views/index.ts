import type { ComponentType } from 'react';
import { ROUTES, type RouteId, type ViewName } from '../config/routes';
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

// The view each record names (`view` in src/config/routes.ts), by that name. Config cannot import
// views (views import config to build their links), so the record names its view and this binds
// the name; its type makes it complete: a record naming a view missing here fails the build, and
// so does a view here that no record names (ADR 015, ADR 037).
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
  playerList: PlayerListView,
  joinTheDraft: JoinTheDraftView,
  teams: TeamsView,
  tables: TablesView,
  matches: MatchesView,
  match: MatchView,
  mercato: MercatoView,
  tickets: TicketsView,
  tierList: TierListView,
  tournament: TournamentView,
  contact: ContactView,
  regulation: RegulationView,
  statsHub: StatsHubView,
  statPage: StatPageView,
  teamSimulator: TeamSimulatorView,
  squadSimulator: SquadSimulatorView,
  circulars: CircularsView,
  mediaAccreditation: MediaAccreditationView,
  qualifiers: QualifiersView,
  news: NewsView,
  post: PostView,
  search: SearchView,
} as const satisfies Record<ViewName, ComponentType<ViewProps>>;

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return ROUTE_VIEWS[ROUTES[routeId].view];
}
