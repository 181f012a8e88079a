// Every stylesheet of the site by id, as text. The edge writes them into the page's head
// (src/middleware/inline-stylesheets.ts), so a page's payload names them and never carries them
// (docs/decisions/022-stylesheets-once.md).
import globalCss from './global.css?raw';
import homeCss from './home.css?raw';
import leaguePagesCss from './league-pages.css?raw';
import matchCss from './match.css?raw';
import newsCss from './news.css?raw';
import peopleCss from './people.css?raw';
import scheduleCss from './schedule.css?raw';
import simulatorsCss from './simulators.css?raw';
import statsCss from './stats.css?raw';
import tablesCss from './tables.css?raw';
import teamsCss from './teams.css?raw';
import tournamentCss from './tournament.css?raw';

export const STYLESHEETS = {
  /** The frame's: the root layout writes it on every page, after the features' (it wins ties). */
  global: globalCss,
  home: homeCss,
  'league-pages': leaguePagesCss,
  match: matchCss,
  news: newsCss,
  people: peopleCss,
  schedule: scheduleCss,
  simulators: simulatorsCss,
  stats: statsCss,
  tables: tablesCss,
  teams: teamsCss,
  tournament: tournamentCss,
} as const satisfies Record<string, string>;

export type StylesheetId = keyof typeof STYLESHEETS;

/** A feature's stylesheet: one a view or a feature's frame asks for; the frame's is the root's. */
export type FeatureStylesheetId = Exclude<StylesheetId, 'global'>;

