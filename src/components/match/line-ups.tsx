import type { PlayerRole, TeamRef } from '../../lib/competition';
import { playerPagePath, fullName } from '../../lib/people';
import type { ShellProps } from '../../lib/page/page-types';

const ROLES = ['goalkeeper', 'defender', 'midfielder', 'forward'] as const satisfies readonly PlayerRole[];

type LineUpsProps = { teams: readonly { team: TeamRef | undefined; side: 'home' | 'away' }[]; shell: ShellProps };

/** Each team's squad by role, goalkeepers first, with shirt numbers. */
export function LineUps({ teams, shell }: LineUpsProps) {
  const { t, lang, edition, region } = shell;
  const known = teams.filter(({ team }) => (team?.players.length ?? 0) > 0);
  return (
    <section className="match-section" aria-labelledby="match-lineups-heading">
      <h2 id="match-lineups-heading">{t('match.lineups.heading')}</h2>
      {known.length === 0 ? (
        <p className="empty-state">{t('match.lineups.empty')}</p>
      ) : (
        <div className="lineups">
          {known.map(({ team, side }) => (
            <section key={side} className={`lineup lineup--${side}`} aria-labelledby={`match-lineup-${side}`}>
              <h3 id={`match-lineup-${side}`}>{team?.name}</h3>
              {ROLES.map((role) => {
                const players = (team?.players ?? []).filter((player) => player.role === role).sort((a, b) => (a.jersey ?? 999) - (b.jersey ?? 999));
                if (players.length === 0) return null;
                return (
                  <div key={role} className="lineup__role">
                    <h4 id={`match-lineup-${side}-${role}`}>{t(`match.lineups.${role}`)}</h4>
                    <ul className="lineup__players" aria-labelledby={`match-lineup-${side}-${role}`}>
                      {players.map((player) => (
                        <li key={player.id}>
                          <span className="lineup__number">
                            {player.jersey !== undefined && (
                              <>
                                <span aria-hidden="true">{player.jersey}</span>
                                <span className="visually-hidden">{t('match.lineups.number', { number: player.jersey })}</span>
                              </>
                            )}
                          </span>
                          <a href={playerPagePath({ lang, edition: edition.id, region }, player)}>{fullName(player)}</a>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
