import type { TeamRef } from '../../lib/competition';
import { Crest } from '../pictures/crest';

/** A team's crest beside its name: decorative, so the name alone is read out. */
export function TeamCrest({ team, size = 24 }: { team: TeamRef | undefined; size?: number }) {
  return <Crest team={team} size={size} className="team-crest" />;
}
