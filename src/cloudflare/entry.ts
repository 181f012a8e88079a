// The production Worker entry (wrangler.toml's default and [env.queens]). It carries no demo
// league, and it refuses to start without the league's upstreams: on Cloudflare the upload is
// rejected, locally `wrangler dev` stops with the same line (ADR 028).
import { env } from 'cloudflare:workers';
import { assertProductionUpstreams } from './production-upstreams';
import { worker } from './built-app';

assertProductionUpstreams(env);

// Each live match's watcher and its relays, and each match's votes (Durable Object classes, LIVE_MATCH, LIVE_RELAY and MATCH_VOTES in wrangler.toml).
export { LiveMatchRelay, LiveMatchWatcher, MatchVotesObject } from './built-app';

export default worker;
