import type { Player } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { groupSquadByRole } from '../../lib/teams';
import { fullName } from '../../lib/people';

type TeamSquadProps = { players: readonly Player[]; playerHref: (player: Player) => string; t: Translate };

/** The season's squad by role, each player with the shirt number and how they joined (draft, wildcard, reserve). */
export function TeamSquad({ players, playerHref, t }: TeamSquadProps) {
  const groups = groupSquadByRole(players);
  return (
    <section className="team-section" aria-labelledby="team-squad-heading">
      <h2 id="team-squad-heading">{t('teams.squad.heading')}</h2>
      {groups.length === 0 && <p className="empty-state">{t('teams.squad.empty')}</p>}
      {groups.map(({ role, players: inRole }) => (
        <div key={role} className="squad-role">
          <h3 id={`team-squad-${role}`}>{t(`teams.squad.${role}`)}</h3>
          <ul className="squad-list" aria-labelledby={`team-squad-${role}`}>
            {inRole.map((player) => (
              <li key={player.id} className="squad-player" data-player-id={player.id}>
                <span className="squad-player__number">
                  {player.jersey !== undefined && (
                    <>
                      <span aria-hidden="true">{player.jersey}</span>
                      <span className="visually-hidden">{t('teams.squad.number', { number: player.jersey })}</span>
                    </>
                  )}
                </span>
                <a className="squad-player__name" href={playerHref(player)}>{fullName(player)}</a>
                {player.category && (
                  <span className={`badge squad-player__category squad-player__category--${player.category}`}>
                    {t(`teams.squad.category.${player.category}`)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
