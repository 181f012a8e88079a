import type { Team } from '../../lib/competition';
import { isolate } from '../../lib/match';
import type { Translate } from '../../lib/i18n/intl';
import type { PeopleLinkContext, PlayerListQuery } from '../../lib/people';
import { PeopleFilter } from './people-filter';
import { PlayerTable, type PlayerTableRow } from './player-table';

type PlayerListProps = {
  id: string;
  /** The page's path without a query: the filter's target and the "show all" link. */
  action: string;
  title: string;
  teams: readonly Team[];
  query: PlayerListQuery;
  rows: readonly PlayerTableRow[];
  columns: 'squad' | 'legends';
  /** True when the league did not answer: a calm notice instead of an empty table. */
  unavailable: boolean;
  links: PeopleLinkContext;
  t: Translate;
};

/** What the filter chose, in words, for the table's caption. */
function describeFilter(query: PlayerListQuery, teams: readonly Team[], t: Translate): string | undefined {
  const team = teams.find((candidate) => candidate.id === query.teamId)?.name;
  const parts = [team, query.role && t(`people.role.${query.role}`)].filter((part): part is string => !!part);
  return parts.length > 0 ? isolate(parts.join(' · ')) : undefined;
}

/** A filterable list of players: the filter form, how many it shows, and the table or a calm notice. */
export function PlayerList({ id, action, title, teams, query, rows, columns, unavailable, links, t }: PlayerListProps) {
  if (unavailable) return <p className="empty-state">{t('people.list.unavailable')}</p>;
  const filter = describeFilter(query, teams, t);
  const filtered = query.teamId !== undefined || query.role !== undefined;
  return (
    <>
      <PeopleFilter action={action} teams={teams} query={query} t={t} />
      <p className="people-count muted" id={`${id}-count`}>
        {t('people.list.count', { count: rows.length })}
        {filtered && (
          <>
            {' · '}
            <a href={action}>{t('people.filter.clear')}</a>
          </>
        )}
      </p>
      {rows.length > 0 ? (
        <PlayerTable id={id} caption={filter ? t('people.list.captionFiltered', { list: title, filter }) : title} rows={rows} columns={columns} links={links} t={t} />
      ) : (
        <p className="empty-state">{t('people.list.noMatch')}</p>
      )}
    </>
  );
}
