// The fans' MVP's options: the players who played in the match, as its line-ups and events name
// them (a squad player with minutes on the clock, or one an event names), each with their side;
// and the league's own MVP, the player its `MVP` event names.
import type { Match, PlayerRef, TeamRef } from '../competition';
import { fullName } from '../people';

export type MvpPlayer = { id: number; name: string; side: 'home' | 'away'; team: TeamRef };

const MINUTES = 'MIN';
const LEAGUE_MVP = 'MVP';

type PlayedMatch = Pick<Match, 'homeTeam' | 'awayTeam' | 'stats' | 'events'>;

/** The players who played, home side first, each side by shirt number. */
export function playersWhoPlayed(match: PlayedMatch): MvpPlayer[] {
  const named = new Set(match.events.flatMap((event) => (event.playerId !== undefined ? [event.playerId] : [])));
  return (['home', 'away'] as const).flatMap((side) => {
    const team = side === 'home' ? match.homeTeam : match.awayTeam;
    if (!team) return [];
    const minutes = new Map((match.stats?.[side].players ?? []).map((entry) => [entry.playerId, entry.stats.find((stat) => stat.code === MINUTES)?.total ?? 0]));
    const played = (player: PlayerRef) => (minutes.get(player.id) ?? 0) > 0 || named.has(player.id);
    return team.players
      .filter(played)
      .sort((a, b) => (a.jersey ?? 999) - (b.jersey ?? 999))
      .map((player) => ({ id: player.id, name: fullName(player), side, team }));
  });
}

/** The league's MVP of the match, when its data names one among the players who played. */
export function leagueMvpOf(match: PlayedMatch): MvpPlayer | undefined {
  const event = match.events.find((candidate) => candidate.codes.includes(LEAGUE_MVP) && candidate.playerId !== undefined);
  return event ? playersWhoPlayed(match).find((player) => player.id === event.playerId) : undefined;
}
