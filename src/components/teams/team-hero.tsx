import type { ReactNode } from 'react';
import type { Season, Staff, Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { toTeamPalette } from '../../lib/teams';
import { fullName } from '../../lib/people';
import { Crest } from '../pictures/crest';

type TeamHeroProps = { team: Team; president?: Staff; season?: Season; t: Translate; star?: ReactNode };

/** The team's name on its own colours, with the ink that reads on them (axe checks the contrast). */
export function TeamHero({ team, president, season, t, star }: TeamHeroProps) {
  const palette = toTeamPalette(team);
  return (
    <section
      className="team-hero"
      style={{ backgroundColor: palette.background, color: palette.ink, borderBlockEndColor: palette.stripe }}
      aria-labelledby="team-name"
    >
      <Crest team={team} size={112} className="team-hero__crest" lazy={false} />
      <div className="team-hero__text">
        <h1 id="team-name">{team.name}</h1>
        {team.completeName && team.completeName !== team.name && <p className="team-hero__full-name">{team.completeName}</p>}
        <p className="team-hero__president">
          {president ? t('teams.president', { name: fullName(president) }) : t('teams.presidentUnknown')}
        </p>
        {season && <p className="team-hero__season">{t('league.season', { season: season.name })}</p>}
        {star}
      </div>
    </section>
  );
}
