// Every stylesheet of the site by id, as text. The edge writes them into the page's head
// (src/middleware/inline-files.ts), so a page's payload names them and never carries them
// (docs/decisions/022-stylesheets-once.md).
import errorsCss from './errors.css?inline';
import globalCss from './global.css?inline';
import homeCss from './home.css?inline';
import kitPictureCss from './kit-picture.css?inline';
import leaguePagesCss from './league-pages.css?inline';
import matchCss from './match.css?inline';
import matchCardCss from './match-card.css?inline';
import matchCardCompactCss from './match-card-compact.css?inline';
import matchesCss from './matches.css?inline';
import newsCss from './news.css?inline';
import pagerCss from './pager.css?inline';
import peopleCss from './people.css?inline';
import searchCss from './search.css?inline';
import searchResultsCss from './search-results.css?inline';
import simulatorsCss from './simulators.css?inline';
import statsCss from './stats.css?inline';
import tablesCss from './tables.css?inline';
import teamsCss from './teams.css?inline';
import tournamentCss from './tournament.css?inline';
import tokensCss from './tokens.css?inline';
import tokensQueensCss from './tokens-queens.css?inline';
import type { EditionId } from '../config/editions';

export const STYLESHEETS = {
  /** The frame's: the root layout writes it on every page, after the features' (it wins ties).
   *  The design tokens open it, so every page has them and they cost no element of their own. */
  global: tokensCss + globalCss,
  errors: errorsCss,
  home: homeCss,
  'kit-picture': kitPictureCss,
  'league-pages': leaguePagesCss,
  match: matchCss,
  'match-card': matchCardCss,
  'match-card-compact': matchCardCompactCss,
  matches: matchesCss,
  news: newsCss,
  pager: pagerCss,
  people: peopleCss,
  search: searchCss,
  'search-results': searchResultsCss,
  simulators: simulatorsCss,
  stats: statsCss,
  tables: tablesCss,
  teams: teamsCss,
  tournament: tournamentCss,
  /** The women's edition's tokens over the men's: written after the frame's in its pages only. */
  'tokens-queens': tokensQueensCss,
} as const satisfies Record<string, string>;

export type StylesheetId = keyof typeof STYLESHEETS;

/** The frame's stylesheets of each edition, as the root writes them: one element, these in order. */
export const FRAME_STYLESHEETS = {
  kings: ['global'],
  queens: ['global', 'tokens-queens'],
} as const satisfies Record<EditionId, readonly StylesheetId[]>;

/** A feature's stylesheet: one a view or a feature's frame asks for; the frame's are the root's. */
export type FeatureStylesheetId = Exclude<StylesheetId, 'global' | 'tokens-queens'>;

