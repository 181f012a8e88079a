import { findDraftSignUp } from '../../config/draft-sign-up';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { RouteDefinition, RouteId } from '../../config/routes';
import type { RouteParams } from './match-route';

export type RouteCheckContext = {
  routeId: RouteId;
  lang: LocaleCode;
  params: RouteParams;
  edition: EditionId;
  region: Region | undefined;
};

/** `true` lets the page through; anything else is a failure with an optional status and message. */
export type RouteCheckResult = true | { status?: number; message?: string };
export type RouteCheck = (context: RouteCheckContext) => RouteCheckResult;

export const ROUTE_CHECKS: Readonly<Record<string, RouteCheck>> = {
  // News exists only in the languages the region's CMS writes in.
  news: ({ region, lang }) => (region?.newsLanguages.includes(lang) ? true : {}),
  // Join-the-draft exists only where the region's sign-up is open (src/config/draft-sign-up.ts).
  joinTheDraft: ({ edition, region }) => (findDraftSignUp(edition, region?.slug) ? true : {}),
};

/** Fails at start-up, never on a request, when a route names a check nobody wrote. */
export function assertKnownChecks(
  routes: Readonly<Record<string, RouteDefinition>>,
  checks: Readonly<Record<string, unknown>>,
  field: 'checks' | 'dataChecks' = 'checks',
): void {
  for (const route of Object.values(routes)) {
    for (const name of route[field] ?? []) {
      if (!Object.hasOwn(checks, name)) throw new Error(`Unknown route middleware: ${name}`);
    }
  }
}
