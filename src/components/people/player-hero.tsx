import type { Player, Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { schemeColourStyle } from '../scheme-colour-style';
import { PlayerAvatar } from './player-avatar';

type PlayerHeroProps = { player: Player; team?: Team; teamHref?: string; colour: string; t: Translate };

/** Photo or avatar, the name as the page's heading, and who they play for. */
export function PlayerHero({ player, team, teamHref, colour, t }: PlayerHeroProps) {
  const role = t(`people.role.${player.role}`);
  return (
    <header className="player-hero" style={schemeColourStyle('team', colour, 'graphic')}>
      <PlayerAvatar player={player} colours={team ? { firstColor: team.firstColor ?? colour, secondColor: team.secondColor } : { firstColor: colour }} />
      <div className="player-hero__text">
        {player.jersey !== undefined && (
          <p className="player-hero__jersey">
            <span aria-hidden="true">{player.jersey}</span>
            <span className="visually-hidden">{t('people.facts.jerseyValue', { number: player.jersey })}</span>
          </p>
        )}
        <h1 className="player-hero__name">
          <span className="player-hero__first">{player.firstName}</span> <span className="player-hero__last">{player.lastName}</span>
        </h1>
        <p className="player-hero__meta">
          <span>{role}</span>
          {team && (
            <>
              {' · '}
              {teamHref ? <a href={teamHref}>{team.name}</a> : <span>{team.name}</span>}
            </>
          )}
          {player.category && (
            <>
              {' '}
              <span className={`badge player-hero__category player-hero__category--${player.category}`}>{t(`people.category.${player.category}`)}</span>
            </>
          )}
        </p>
      </div>
    </header>
  );
}
