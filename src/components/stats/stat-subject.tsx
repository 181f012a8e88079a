import type { PlayerRef, TeamRef } from '../../lib/competition';
import { playerPagePath, teamPagePath, fullName, type PeopleLinkContext } from '../../lib/people';
import { Crest } from '../pictures/crest';

/** A team's crest: decorative beside its name, so only the name is read out. */
export function StatCrest({ team, size = 24 }: { team: TeamRef | undefined; size?: number }) {
  return <Crest team={team} size={size} className="stat-crest" />;
}

export function PlayerLink({ player, people }: { player: PlayerRef; people: PeopleLinkContext }) {
  return <a href={playerPagePath(people, player)}>{fullName(player)}</a>;
}

/**
 * The team's crest and linked name; a dash when the upstream did not say which team. In a table
 * on a phone the short name stands in on screen, the full one is still what is read out.
 */
export function TeamLink({ team, people, crest = true }: { team: TeamRef | undefined; people: PeopleLinkContext; crest?: boolean }) {
  if (!team) return <span aria-hidden="true">–</span>;
  return (
    <a className="stat-team" href={teamPagePath(people, team)}>
      {crest && <StatCrest team={team} />}
      <span className="stat-team__name">{team.name}</span>
      <span className="stat-team__short" aria-hidden="true">{team.shortName}</span>
    </a>
  );
}
