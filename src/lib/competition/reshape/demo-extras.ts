// The demo league's extensions: draft order, transfers and the tier list.
import type { UpstreamDraftPick, UpstreamTierListEntry, UpstreamTransfer } from '../schemas';
import type { DraftPick, TierListEntry, Transfer } from '../types';
import { toIsoDate } from './common';
import { reshapeOptionalTeamRef, reshapePlayerRef, reshapeTeamRef } from './refs';

export function reshapeDraftPick(pick: UpstreamDraftPick): DraftPick {
  return {
    order: pick.order,
    round: pick.round,
    teamId: pick.teamId,
    player: reshapePlayerRef(pick.player),
    category: pick.category,
  };
}

export function reshapeTransfer(transfer: UpstreamTransfer): Transfer {
  return {
    id: transfer.id,
    date: toIsoDate(transfer.date),
    type: transfer.type,
    player: reshapePlayerRef(transfer.player),
    fromTeam: reshapeOptionalTeamRef(transfer.fromTeam),
    toTeam: reshapeOptionalTeamRef(transfer.toTeam),
  };
}

export function reshapeTierListEntry(entry: UpstreamTierListEntry): TierListEntry {
  return { tier: entry.tier, position: entry.position, team: reshapeTeamRef(entry.team) };
}
