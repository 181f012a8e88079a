import type { ComponentType } from 'react';
import { ROUTES, type RouteId, type ViewName } from '../config/routes';
import type { ViewProps } from '../lib/page/page-types';
import { viewsByName } from './views-by-name';

// Every view of src/views, found by its file name: a record's `view: 'regionHome'` is
// src/views/region-home-view.tsx exporting RegionHomeView. Config cannot import views (views
// import config to build their links), so the record names its view; the files are found here
// instead of being listed by hand, so a new view touches no registry. The type system cannot see
// a glob: the check below refuses, as this module loads (before any page) and in the unit tests,
// a record naming a view with no file and a view file no record names (ADR 015, 037, 045).
const VIEW_MODULES = import.meta.glob<Record<string, unknown>>('./*-view.tsx', { eager: true });

export const ROUTE_VIEWS: Readonly<Record<ViewName, ComponentType<ViewProps>>> = viewsByName(
  VIEW_MODULES,
  Object.values(ROUTES).map((route) => route.view),
);

export function getView(routeId: RouteId): ComponentType<ViewProps> {
  return ROUTE_VIEWS[ROUTES[routeId].view];
}
