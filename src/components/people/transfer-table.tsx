import { getLocale } from '../../config/locales';
import type { TeamRef, Transfer } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { playerPagePath, teamPagePath, fullName, type PeopleLinkContext } from '../../lib/people';
import { TeamCrest } from '../home/team-crest';

type TransferTableProps = {
  transfers: readonly Transfer[];
  /** Players the league still lists this season: only they have a page to link to. */
  knownPlayers: ReadonlySet<number>;
  caption: string;
  timeZone: string;
  links: PeopleLinkContext;
  t: Translate;
};

function TeamCell({ team, links, t }: { team?: TeamRef; links: PeopleLinkContext; t: Translate }) {
  if (!team) return <td className="muted">{t('people.mercato.freeAgent')}</td>;
  return (
    <td>
      <a className="people-table__team" href={teamPagePath(links, team)}>
        <TeamCrest team={team} />
        <span>{team.name}</span>
      </a>
    </td>
  );
}

/** The window's moves as a table: when, who, from where, to where, and how. */
export function TransferTable({ transfers, knownPlayers, caption, timeZone, links, t }: TransferTableProps) {
  const dates = new Intl.DateTimeFormat(getLocale(links.lang).tag, { dateStyle: 'medium', timeZone });
  return (
    <div className="people-scroll" role="region" aria-labelledby="mercato-caption" tabIndex={0}>
      <table className="people-table transfers">
        <caption id="mercato-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('people.mercato.date')}</th>
            <th scope="col">{t('people.table.player')}</th>
            <th scope="col">{t('people.mercato.from')}</th>
            <th scope="col">{t('people.mercato.to')}</th>
            <th scope="col">{t('people.mercato.type')}</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => {
            const name = fullName(transfer.player);
            return (
              <tr key={transfer.id} data-transfer-id={transfer.id} data-player-id={transfer.player.id}>
                <td>
                  <time dateTime={transfer.date}>{dates.format(new Date(transfer.date))}</time>
                </td>
                <th scope="row">{knownPlayers.has(transfer.player.id) ? <a href={playerPagePath(links, transfer.player)}>{name}</a> : name}</th>
                <TeamCell team={transfer.fromTeam} links={links} t={t} />
                <TeamCell team={transfer.toTeam} links={links} t={t} />
                <td>
                  <span className={`badge transfer-type transfer-type--${transfer.type}`}>{t(`people.mercato.kind.${transfer.type}`)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
