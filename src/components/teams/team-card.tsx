import type { ReactNode } from 'react';
import { findPresident, type Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { toTeamPalette } from '../../lib/teams';
import { fullName } from '../../lib/people';
import { Crest } from '../pictures/crest';

type TeamCardProps = { team: Team; href: string; t: Translate; star?: ReactNode };

/** One team of the list: its crest on its own colours, its name and its president, as one link; beside it, the star. */
export function TeamCard({ team, href, t, star }: TeamCardProps) {
  const palette = toTeamPalette(team);
  const president = findPresident(team.staffs);
  return (
    <li className="card team-card" data-team-id={team.id} data-fav={team.id}>
      <a className="card__link team-card__link" href={href}>
        <span
          className="team-card__badge"
          style={{ backgroundColor: palette.background, borderColor: palette.stripe }}
          aria-hidden="true"
        >
          <Crest team={team} size={56} className="team-card__crest" />
        </span>
        <span className="team-card__text">
          <span className="card__title">{team.name}</span>
          <span className="card__meta team-card__president">
            {president ? t('teams.president', { name: fullName(president) }) : t('teams.presidentUnknown')}
          </span>
        </span>
      </a>
      {star}
    </li>
  );
}
