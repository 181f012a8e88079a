// The route checks of section 4 that need no league data: each decides from the route table's
// own facts whether a page exists, and routes name them directly in src/config/routes.ts.
import { findDraftSignUp } from './draft-sign-up';
import type { EditionId } from './editions';
import type { LocaleCode } from './locales';
import type { Region } from './regions';
import type { RouteParams } from './route-params';

export type RouteCheckContext = {
  routeId: string;
  lang: LocaleCode;
  params: RouteParams;
  edition: EditionId;
  region: Region | undefined;
};

/** `true` lets the page through; anything else is a failure with an optional status and message. */
export type RouteCheckResult = true | { status?: number; message?: string };
export type RouteCheck = (context: RouteCheckContext) => RouteCheckResult;

/** News exists only in the languages the region's CMS writes in. */
export const newsLanguageCheck: RouteCheck = ({ region, lang }) => (region?.newsLanguages.includes(lang) ? true : {});

/** Join-the-draft exists only where the region's sign-up is open (src/config/draft-sign-up.ts). */
export const draftSignUpCheck: RouteCheck = ({ edition, region }) => (findDraftSignUp(edition, region?.slug) ? true : {});
