// The rules the demo league plays by, in every season and the live replays: today's default
// entry of config/match-rules.ts (ADR 060).
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../config/match-rules';

export const DEMO_RULES: SeasonRules = DEFAULT_SEASON_RULES;
