import type { MatchStats, PlayerRef, PlayerRole, TeamRef } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { toLineUp } from '../../lib/match';
import { playerPagePath, fullName } from '../../lib/people';
import type { ShellProps } from '../../lib/page/page-types';
import { KitPicture } from '../pictures/kit-picture';

const ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

type Side = 'home' | 'away';
type LineUpsProps = { teams: readonly { team: TeamRef | undefined; side: Side }[]; stats?: MatchStats; shell: ShellProps };

function ShirtNumber({ player, t }: { player: PlayerRef; t: Translate }) {
  return (
    <span className="lineup__number">
      {player.jersey !== undefined && (
        <>
          <span aria-hidden="true">{player.jersey}</span>
          <span className="visually-hidden">{t('match.lineups.number', { number: player.jersey })}</span>
        </>
      )}
    </span>
  );
}

function PlayerList({ players, labelledBy, href, t }: { players: readonly PlayerRef[]; labelledBy: string; href: (player: PlayerRef) => string; t: Translate }) {
  return (
    <ul className="lineup__players" aria-labelledby={labelledBy}>
      {players.map((player) => (
        <li key={player.id}>
          <ShirtNumber player={player} t={t} />
          <a href={href(player)}>{fullName(player)}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Each team's line-up: once the match has minutes, the starting seven drawn on a pitch in their
 * kit (forwards at the top, the keeper at the bottom) and the substitutes listed apart; before
 * that, the squad by role, goalkeepers first.
 */
export function LineUps({ teams, stats, shell }: LineUpsProps) {
  const { t, lang, edition, region } = shell;
  const href = (player: PlayerRef) => playerPagePath({ lang, edition: edition.id, region }, player);
  const known = teams.filter(({ team }) => (team?.players.length ?? 0) > 0);
  return (
    <section className="match-section" aria-labelledby="match-lineups-heading">
      <h2 id="match-lineups-heading">{t('match.lineups.heading')}</h2>
      {known.length === 0 ? (
        <p className="empty-state">{t('match.lineups.empty')}</p>
      ) : (
        <div className="lineups">
          {known.map(({ team, side }) => {
            const players = team?.players ?? [];
            const lineUp = toLineUp(players, stats?.[side].players);
            const id = `match-lineup-${side}`;
            return (
              <section key={side} className={`lineup lineup--${side}`} aria-labelledby={id}>
                <h3 id={id}>{team?.name}</h3>
                {lineUp ? (
                  <>
                    <h4 id={`${id}-starters`}>{t('match.lineups.starters')}</h4>
                    <div className="pitch" role="group" aria-labelledby={`${id}-starters`}>
                      {lineUp.rows.map((row) => (
                        <ul key={row[0]!.role} className="pitch__row">
                          {row.map((player) => (
                            <li key={player.id}>
                              <a className="pitch__player" href={href(player)}>
                                <KitPicture colours={team} jersey={player.jersey} size={44} />
                                <span className="pitch__name" aria-hidden="true">{player.jerseyName ?? player.lastName}</span>
                                <span className="visually-hidden">{`${fullName(player)}${player.jersey === undefined ? '' : `, ${t('match.lineups.number', { number: player.jersey })}`}`}</span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      ))}
                    </div>
                    {lineUp.substitutes.length > 0 && (
                      <>
                        <h4 id={`${id}-substitutes`}>{t('match.lineups.substitutes')}</h4>
                        <PlayerList players={lineUp.substitutes} labelledBy={`${id}-substitutes`} href={href} t={t} />
                      </>
                    )}
                  </>
                ) : (
                  ROLES.map((role) => {
                    const ofRole = players.filter((player) => player.role === role).sort((a, b) => (a.jersey ?? 999) - (b.jersey ?? 999));
                    if (ofRole.length === 0) return null;
                    return (
                      <div key={role} className="lineup__role">
                        <h4 id={`${id}-${role}`}>{t(`match.lineups.${role}`)}</h4>
                        <PlayerList players={ofRole} labelledBy={`${id}-${role}`} href={href} t={t} />
                      </div>
                    );
                  })
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
