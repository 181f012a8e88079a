import { getEdition } from '../../config/editions';
import { competitionApiFor } from '../competition';
import { findPlayer } from '../people/find-player';
import { playerPagePath, playerSlug } from '../people/people-paths';
import type { DataCheck, DataCheckResult } from './types';

const NOT_FOUND: DataCheckResult = { status: 404 };

/**
 * A player page exists for a player the region (or, edition-wide, any region) knows; a wrong name
 * in the path is sent to the canonical one. When the league cannot be reached the page renders
 * and says so calmly: a 404 would tell crawlers a real player is gone.
 */
export const playerCheck: DataCheck = async ({ params, region, lang, env, bindings }) => {
  const playerId = Number(params.playerId);
  if (!Number.isSafeInteger(playerId) || playerId < 1) return NOT_FOUND;
  const edition = getEdition(env.EDITION);
  const search = await findPlayer(competitionApiFor(env, bindings), region, { edition, lang }, playerId);
  if (search.kind === 'unknown') return NOT_FOUND;
  if (search.kind === 'unreachable' || params.playerName === playerSlug(search.player)) return true;
  // The regional page stays regional; the edition-wide one stays edition-wide.
  return { redirect: playerPagePath({ lang, edition: edition.id, region }, search.player) };
};
