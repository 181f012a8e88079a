import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { PlayerRole } from '../../lib/competition/types';
import {
  POOL_CATEGORIES, type PoolCategory, type PoolPlayer, type PoolTeam, MAX_POOL_QUERY_LENGTH, POOL_PAGE_SIZE, toPoolMatcher,
  type PoolFilters,
} from '../../lib/simulators/browser';
import { PoolRow, type PoolRowProps } from './pool-row';
import { fill, type PoolTexts } from './texts';

const ROLES: readonly PlayerRole[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];

export type RowAnswer = Pick<PoolRowProps, 'chosen' | 'field' | 'label' | 'refusal'>;

type PlayerPoolProps = {
  players: readonly PoolPlayer[];
  teams: readonly PoolTeam[];
  texts: PoolTexts;
  initialFilters: PoolFilters;
  /** How many matching rows to show before "show more". */
  initialShown: number;
  /** What pressing each player's button would do now. */
  answer: (player: PoolPlayer) => RowAnswer;
  onPress: (playerId: number) => void;
};

/**
 * The season's players, searchable by name and narrowed by position, club and category. The
 * fields belong to the simulator's GET form: without script its Show button sends them (with
 * the squad) and the server filters; with script the list narrows as the visitor types.
 */
export function PlayerPool({ players, teams, texts, initialFilters, initialShown, answer, onPress }: PlayerPoolProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [limit, setLimit] = useState(initialShown);
  const shownFilters = useDeferredValue(filters);
  const teamById = useMemo(() => new Map(teams.map((team) => [team.id, team])), [teams]);
  const matching = useMemo(() => players.filter(toPoolMatcher(shownFilters)), [players, shownFilters]);
  const rows = matching.slice(0, limit);
  const list = useRef<HTMLUListElement>(null);
  // After "show more", focus goes to the first of the new rows, where the visitor reads on.
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (firstNew.current === undefined) return;
    list.current?.children[firstNew.current]?.querySelector('button')?.focus();
    firstNew.current = undefined;
  }, [limit]);

  // A new search starts again from the first page of matches.
  const filter = (change: (previous: PoolFilters) => PoolFilters) => {
    setFilters(change);
    setLimit(POOL_PAGE_SIZE);
  };
  const onSelect = (key: 'role' | 'teamId' | 'category') => (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget;
    filter((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      if (!value) return rest;
      return { ...rest, [key]: key === 'teamId' ? Number(value) : value };
    });
  };

  return (
    <section className="sim-pool" aria-labelledby="sim-pool-heading">
      <h2 id="sim-pool-heading">{texts.heading}</h2>
      <div className="sim-pool__filters">
        <div className="sim-field sim-field--search">
          <label htmlFor="sim-q">{texts.search}</label>
          <input
            id="sim-q" name="q" type="search" value={filters.query} maxLength={MAX_POOL_QUERY_LENGTH} autoComplete="off" spellCheck={false}
            onChange={(event) => {
              const query = event.currentTarget.value;
              filter((previous) => ({ ...previous, query }));
            }}
          />
        </div>
        <div className="sim-field">
          <label htmlFor="sim-role">{texts.role}</label>
          <select id="sim-role" name="role" value={filters.role ?? ''} onChange={onSelect('role')}>
            <option value="">{texts.allRoles}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>{texts.roles[role]}</option>
            ))}
          </select>
        </div>
        {teams.length > 0 && (
          <div className="sim-field">
            <label htmlFor="sim-team">{texts.team}</label>
            <select id="sim-team" name="team" value={filters.teamId ?? ''} onChange={onSelect('teamId')}>
              <option value="">{texts.allTeams}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>{team.name}</option>
              ))}
            </select>
          </div>
        )}
        <div className="sim-field">
          <label htmlFor="sim-cat">{texts.category}</label>
          <select id="sim-cat" name="cat" value={filters.category ?? ''} onChange={onSelect('category')}>
            <option value="">{texts.allCategories}</option>
            {POOL_CATEGORIES.map((category: PoolCategory) => (
              <option key={category} value={category}>{texts.categories[category]}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="sim-button sim-nojs">{texts.apply}</button>
      </div>
      <p className="sim-pool__count muted">{fill(texts.count, { shown: rows.length })}</p>
      {rows.length === 0 && <p className="empty-state">{texts.empty}</p>}
      <ul className="sim-pool__list" ref={list}>
        {rows.map((player) => (
          <PoolRow
            key={player.id}
            player={player}
            team={player.teamId === undefined ? undefined : teamById.get(player.teamId)}
            texts={texts}
            onPress={onPress}
            {...answer(player)}
          />
        ))}
      </ul>
      {matching.length > rows.length && (
        <button
          type="submit" className="sim-button sim-button--quiet sim-pool__more" name="show" value={limit + POOL_PAGE_SIZE}
          onClick={(event) => {
            event.preventDefault();
            firstNew.current = rows.length;
            setLimit((shown) => shown + POOL_PAGE_SIZE);
          }}
        >
          {texts.more}
        </button>
      )}
    </section>
  );
}
