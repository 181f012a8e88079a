// Types for scripts/lib/wrangler-config.mjs (imported by tests/integration/*.ts).
import type { Edition, League } from './server.mjs';

export const WRANGLER_TOML: string;
export const LEAGUES: readonly League[];
export const DEMO_LEAGUE_MARKER: string;
export function wranglerEnvFor(edition: Edition, league: League): string | null;
export function hasD1Binding(env: string | null, binding?: string, tomlPath?: string): boolean;
