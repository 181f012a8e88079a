import type { TeamRef } from '../../lib/competition';

/** A team's crest beside its name: decorative, so the name alone is read out. */
export function TeamCrest({ team, size = 24 }: { team: TeamRef | undefined; size?: number }) {
  if (!team?.logoUrl) return <span className="team-crest team-crest--blank" aria-hidden="true" />;
  return <img className="team-crest" src={team.logoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
