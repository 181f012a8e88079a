import type { TeamRef } from '../../lib/competition';
import { Crest } from '../pictures/crest';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** One side of the match header: crest and name, the name linking to the team's page. */
export function TeamSide({ team, side, href }: { team: TeamRef | undefined; side: 'home' | 'away'; href?: string }) {
  const name = team?.name ?? '—';
  // Only a plain colour from the upstream reaches a style attribute.
  const colour = team?.firstColor && HEX_COLOUR.test(team.firstColor) ? team.firstColor : undefined;
  return (
    <div className={`match-team match-team--${side}`} style={colour ? { borderBlockStartColor: colour } : undefined}>
      {team && <Crest team={team} size={72} className="match-team__crest" lazy={false} />}
      {href ? (
        <a className="match-team__name" href={href}>
          {name}
        </a>
      ) : (
        <span className="match-team__name">{name}</span>
      )}
    </div>
  );
}
