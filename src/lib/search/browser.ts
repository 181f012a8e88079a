// The site search's browser-safe front door: what the header's search box needs to draw a result
// it fetched. index.ts re-exports it beside the index and the queries, which stay on the server.
export { toHitColourPair } from './hit-colours';
