// The clubs' side of the season: the transfer window's deals, the draft and the presidents.
import type { Transfer, Turn } from '../../generator/types';
import type { RegionLeague } from '../league-data';
import type { DraftFacts, Move, MoveFacts, Pick, PresidentFacts, SigningFacts, StealFacts } from '../stories/types';
import { scoreOf, type StoryBase } from './match-facts';
import type { Names } from './names';

/** One story's worth of the window: a swap or a loan (two moves on one day), or a wildcard signed for a released one. */
export type Deal =
  | { kind: 'swap' | 'loan'; dayOffset: number; transfers: readonly [Transfer, Transfer] }
  | { kind: 'signing'; dayOffset: number; signing: Transfer; released?: Transfer };

export function dealsOf(league: RegionLeague): Deal[] {
  const deals: Deal[] = [];
  const { transfers } = league;
  for (const [index, transfer] of transfers.entries()) {
    const next = transfers[index + 1];
    if ((transfer.type === 'swap' || transfer.type === 'loan') && next && next.type === transfer.type && next.dayOffset === transfer.dayOffset && next.fromTeamId === transfer.toTeamId) {
      deals.push({ kind: transfer.type, dayOffset: transfer.dayOffset, transfers: [transfer, next] });
    }
    if (transfer.type === 'signing' && transfer.toTeamId !== null) {
      const released = transfers.find((other) => other.type === 'release' && other.fromTeamId === transfer.toTeamId);
      deals.push({ kind: 'signing', dayOffset: transfer.dayOffset, signing: transfer, ...(released ? { released } : {}) });
    }
  }
  return deals;
}

function moveOf(names: Names, transfer: Transfer): Move | undefined {
  const player = names.player(transfer.playerId);
  if (!player || transfer.fromTeamId === null || transfer.toTeamId === null) return undefined;
  return { player, from: names.team(transfer.fromTeamId), to: names.team(transfer.toTeamId) };
}

export function moveFacts(names: Names, transfers: readonly [Transfer, Transfer], base: StoryBase): MoveFacts | undefined {
  const first = moveOf(names, transfers[0]);
  const second = moveOf(names, transfers[1]);
  return first && second ? { ...base, first, second } : undefined;
}

export function signingFacts(names: Names, signing: Transfer, released: Transfer | undefined, base: StoryBase): SigningFacts | undefined {
  const player = names.player(signing.playerId);
  const gone = released && names.player(released.playerId);
  if (!player || signing.toTeamId === null) return undefined;
  return { ...base, player, team: names.team(signing.toTeamId), ...(gone ? { released: gone } : {}) };
}

function pickOf(league: RegionLeague, names: Names, order: number): Pick | undefined {
  const row = league.draftPicks.find((pick) => pick.order === order);
  const player = row && names.player(row.playerId);
  return row && player ? { order: row.order, round: row.round, player, team: names.team(row.teamId) } : undefined;
}

export const DRAFT_PICKS_LISTED = 6;

export function draftFacts(league: RegionLeague, names: Names, base: StoryBase): DraftFacts {
  const picks = Array.from({ length: DRAFT_PICKS_LISTED }, (_, index) => pickOf(league, names, index + 1)).filter((pick) => pick !== undefined);
  return { ...base, picks, total: league.draftPicks.length };
}

/** The best-rated player still there after the first two rounds: the bargain of the night. */
export function stealPick(league: RegionLeague): { order: number; rating: number } | undefined {
  let best: { order: number; rating: number } | undefined;
  for (const pick of league.draftPicks) {
    const rating = league.player(pick.playerId)?.ratings.average ?? 0;
    if (pick.round > 2 && pick.category === 'draft' && (!best || rating > best.rating)) best = { order: pick.order, rating };
  }
  return best;
}

export function stealFacts(league: RegionLeague, names: Names, base: StoryBase): StealFacts | undefined {
  const steal = stealPick(league);
  const pick = steal && pickOf(league, names, steal.order);
  return steal && pick ? { ...base, pick, rating: steal.rating } : undefined;
}

function lastResult(league: RegionLeague, names: Names, teamId: number, turn: Turn): PresidentFacts['last'] {
  const match = league.matchesOf(turn.id).find((candidate) => candidate.homeTeamId === teamId || candidate.awayTeamId === teamId);
  if (!match?.result) return undefined;
  const atHome = match.homeTeamId === teamId;
  const score = scoreOf(match);
  const scored = atHome ? score.home : score.away;
  const conceded = atHome ? score.away : score.home;
  const wonShootout = ((match.result.homeScoreP ?? 0) > (match.result.awayScoreP ?? 0)) === atHome;
  return { opponent: names.team(atHome ? match.awayTeamId : match.homeTeamId), scored, conceded, won: scored === conceded ? wonShootout : scored > conceded, shootout: scored === conceded };
}

export function presidentFacts(league: RegionLeague, names: Names, teamId: number, lastTurn: Turn, base: StoryBase): PresidentFacts | undefined {
  const president = names.president(teamId);
  const row = league.tableAfter(lastTurn.number).find((candidate) => candidate.teamId === teamId);
  if (!president || !row) return undefined;
  const last = lastResult(league, names, teamId, lastTurn);
  return {
    ...base,
    president,
    team: names.team(teamId),
    rank: row.rank,
    points: row.points,
    played: row.gameTotal,
    won: row.gameWon + row.gamePenaltyWon,
    ...(last ? { last } : {}),
  };
}
