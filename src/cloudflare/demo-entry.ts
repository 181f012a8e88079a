// The demo league's Worker entry ([env.kings-demo], [env.queens-demo]: npm start and the tests).
// Only this entry bundles src/demo-league, so the production entry cannot serve it (ADR 028).
import { createDemoLeagueApp, demoWinnerVotes, getDemoNow } from '../demo-league';
import { createDemoCmsApp } from '../demo-league/cms';
import { provideDemoLeague } from '../lib/chosen-demo-league';
import { RELAY_FAULTS, VOTES_HOOKS, WATCHER_FAULTS, withFaults } from './demo-faults';
import * as objects from './built-app';

provideDemoLeague({ league: createDemoLeagueApp(), cms: createDemoCmsApp({ now: getDemoNow }), winnerVotes: demoWinnerVotes });

// Each live match's watcher and its relays, and each match's votes, as in production (LIVE_MATCH,
// LIVE_RELAY, MATCH_VOTES in wrangler.toml), with the demo's faults laid over them (ADR 070).
export const LiveMatchWatcher = withFaults(objects.LiveMatchWatcher, WATCHER_FAULTS);
export const LiveMatchRelay = withFaults(objects.LiveMatchRelay, RELAY_FAULTS);
export const MatchVotesObject = withFaults(objects.MatchVotesObject, VOTES_HOOKS);

export default objects.worker;
