import { findPlayer, playerPagePath, playerSlug } from '../../people';
import type { EntityLoader } from './types';

/**
 * A player page exists for a player the region (or, edition-wide, any region) knows; a wrong name
 * in the path is sent to the canonical one.
 */
export const loadPlayerEntity: EntityLoader = async ({ params, region, lang, edition, data }) => {
  const playerId = Number(params.playerId);
  if (!Number.isSafeInteger(playerId) || playerId < 1) return { kind: 'not-found' };
  const search = await findPlayer(data.competition, region, { edition, lang }, playerId);
  if (search.kind === 'unknown') return { kind: 'not-found' };
  if (search.kind === 'unreachable') return { kind: 'unreachable' };
  if (params.playerName === playerSlug(search.player)) return { kind: 'found', entity: { kind: 'player', found: search } };
  // The regional page stays regional; the edition-wide one stays edition-wide.
  return { kind: 'redirect', path: playerPagePath({ lang, edition: edition.id, region }, search.player) };
};
