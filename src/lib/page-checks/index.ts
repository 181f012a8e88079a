import { matchCheck } from './match-check';
import { playerCheck } from './player-check';
import { teamCheck } from './team-check';
import type { DataCheck } from './types';

/** Route checks that read league data, by the name the route table gives them. */
export const DATA_CHECKS: Readonly<Record<string, DataCheck>> = {
  match: matchCheck,
  player: playerCheck,
  team: teamCheck,
};
