// The demo league generator: pure functions from a seed to rows and to the seed SQL.
export { DEFAULT_SEED, GENERATOR_VERSION, generateDemoLeague } from './generate';
export { DEMO_TABLES, toMetaSql, toSeedSql, type SeedMeta } from './to-sql';
export type { DemoLeague } from './types';
