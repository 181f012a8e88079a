import type { ComponentType } from 'react';
import type { RouteId } from '../config/routes';
import { FinalissimaView } from './finalissima-view';
import { FixturesView } from './fixtures-view';
import { HealthView } from './health-view';
import { HomeView } from './home-view';
import { MatchView } from './match-view';
import { PlaceholderView } from './placeholder-view';
import { QualifiersView } from './qualifiers-view';
import { RegionHomeView } from './region-home-view';
import { TablesView } from './tables-view';
import { TierListView } from './tier-list-view';
import { TournamentView } from './tournament-view';
import type { ViewProps } from './view-props';

/** The view each route renders; routes without one show their frame, title and purpose. */
export const VIEWS: Partial<Record<RouteId, ComponentType<ViewProps>>> = {
  home: HomeView,
  health: HealthView,
  regionHome: RegionHomeView,
  matches: FixturesView,
  match: MatchView,
  tables: TablesView,
  tablesKwcc: TablesView,
  tournament: TournamentView,
  tierList: TierListView,
  qualifiersSpain: QualifiersView,
  qualifiersAmericas: QualifiersView,
  finalissima: FinalissimaView,
};

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return VIEWS[routeId] ?? PlaceholderView;
}
