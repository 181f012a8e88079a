// Who started and who came on, read from the match's player minutes: the data names a squad, not
// a line-up. In seven-a-side a goalkeeper and six outfield players start and the rest roll on, so
// the keeper and the six outfield players with the most minutes are the starting seven.
import type { PlayerRef, PlayerRole, TeamMatchStats } from '../competition';

const OUTFIELD_STARTERS = 6;
const MINUTES = 'MIN';

/** The starting seven in rows from the opponent's goal to their own: forwards, midfielders, defenders, the keeper. */
export type LineUp = { rows: PlayerRef[][]; substitutes: PlayerRef[] };

const ROWS = ['forward', 'midfielder', 'defender', 'goalkeeper'] as const satisfies readonly PlayerRole[];

function minutesOf(played: TeamMatchStats['players']): Map<number, number> {
  return new Map(played.map((entry) => [entry.playerId, entry.stats.find((stat) => stat.code === MINUTES)?.total ?? 0]));
}

/** The line-up, or undefined while nobody has played a minute (before kick-off, or without figures). */
export function toLineUp(squad: readonly PlayerRef[], played: TeamMatchStats['players'] | undefined): LineUp | undefined {
  const minutes = minutesOf(played ?? []);
  const appeared = squad.filter((player) => (minutes.get(player.id) ?? 0) > 0);
  if (appeared.length === 0) return undefined;
  const byMinutes = [...appeared].sort((a, b) => minutes.get(b.id)! - minutes.get(a.id)! || (a.jersey ?? 999) - (b.jersey ?? 999));
  const keeper = byMinutes.find((player) => player.role === 'goalkeeper');
  const outfield = byMinutes.filter((player) => player.role !== 'goalkeeper').slice(0, OUTFIELD_STARTERS);
  const starters = new Set([...(keeper ? [keeper] : []), ...outfield]);
  const byJersey = (a: PlayerRef, b: PlayerRef) => (a.jersey ?? 999) - (b.jersey ?? 999);
  return {
    rows: ROWS.map((role) => [...starters].filter((player) => player.role === role).sort(byJersey)).filter((row) => row.length > 0),
    substitutes: byMinutes.filter((player) => !starters.has(player)),
  };
}
