// The simulators' front door for the server: everything the browser's door has (browser.ts),
// and what only the server does for the two simulator pages: load the pool and describe a
// shared squad or team for the page's title and share card.
export * from './browser';
export { describeSharedSquad, describeSharedTeam, type DescribeInput, type SharedDescription } from './describe-shared';
export { loadSimulatorPool, type LoadedPool, type PoolRequest } from './load-pool';
