import type { Player, Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { formatCountry, playerPagePath, teamPagePath, fullName, type PeopleLinkContext } from '../../lib/people';
import { TeamCrest } from '../home/team-crest';

export type PlayerTableRow = { player: Player; team?: Team };

type PlayerTableProps = {
  id: string;
  caption: string;
  rows: readonly PlayerTableRow[];
  /** Legends have no shirt or team today, but a country. */
  columns: 'squad' | 'legends';
  links: PeopleLinkContext;
  t: Translate;
};

/** A list of players as a real table: number, name (to the player's page), position, team, rating. */
export function PlayerTable({ id, caption, rows, columns, links, t }: PlayerTableProps) {
  const squad = columns === 'squad';
  return (
    <div className="people-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="people-table" id={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {squad && <th scope="col" className="people-table__num">{t('people.table.number')}</th>}
            <th scope="col">{t('people.table.player')}</th>
            <th scope="col">{t('people.table.role')}</th>
            <th scope="col">{squad ? t('people.table.team') : t('people.table.country')}</th>
            <th scope="col" className="people-table__num">{t('people.table.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ player, team }) => (
            <tr key={player.id} data-player-id={player.id} data-role={player.role} data-team-id={team?.id}>
              {squad && <td className="people-table__num">{player.jersey ?? '—'}</td>}
              <th scope="row" className="people-table__name">
                <a href={playerPagePath(links, player)}>{fullName(player)}</a>
              </th>
              <td>{t(`people.role.${player.role}`)}</td>
              <td>
                {squad ? (
                  team ? (
                    <a className="people-table__team" href={teamPagePath(links, team)}>
                      <TeamCrest team={{ ...team, players: [] }} />
                      <span>{team.name}</span>
                    </a>
                  ) : (
                    '—'
                  )
                ) : (
                  (formatCountry(player.countryId, links.lang) ?? '—')
                )}
              </td>
              <td className="people-table__num">{player.ratings.average ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
