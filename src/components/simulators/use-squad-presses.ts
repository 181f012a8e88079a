import { useCallback, useEffect, useRef } from 'react';
import {
  type PoolPlayer, type SimulatorPool, type PickRefusal, type PresidentChoice, readSquadQuery, readAddressQuery, encodeSquadLink, choosePresident,
  togglePlayer, type SquadState,
} from '../../lib/simulators/browser';
import { fill, type SquadTexts } from './texts';
import { useHistoryState } from './use-history-state';

// A first visit keeps its bare address until the visitor chooses something.
export const toSquadQuery = (state: SquadState) => (state.president || state.picks.length > 0 ? encodeSquadLink(state) : '');
const nameOf = (player: PoolPlayer | undefined) => (player ? `${player.firstName} ${player.lastName}` : '');

type SquadPressesOptions = {
  path: string;
  pool: SimulatorPool;
  byId: ReadonlyMap<number, PoolPlayer>;
  initial: SquadState;
  texts: SquadTexts;
  announce: (text: string) => void;
};

/**
 * Every press of the squad simulator and what it says: sign or release a player, choose or name
 * the club, reset and undo. A refused pick changes nothing and says why.
 */
export function useSquadPresses({ path, pool, byId, initial, texts, announce }: SquadPressesOptions) {
  const fromQuery = useCallback((search: string) => readSquadQuery(readAddressQuery(search), pool).state, [pool]);
  const onRestore = useCallback(() => announce(texts.restored), [announce, texts.restored]);
  const history = useHistoryState({ initial, path, toQuery: toSquadQuery, fromQuery, onRestore });
  const { state, commit, replace } = history;
  const latest = useRef(state);
  latest.current = state;
  const focusNext = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const refusalText = useCallback(
    (reason: PickRefusal, player: Pick<PoolPlayer, 'role'>) => fill(texts.refusals[reason], { roles: texts.rolePlurals[player.role] }),
    [texts],
  );

  const onPress = useCallback(
    (playerId: number) => {
      const player = byId.get(playerId);
      const { state: next, change } = togglePlayer(latest.current, playerId, pool.players, byId);
      const name = nameOf(player);
      if (change.kind === 'refused') {
        if (player) announce(fill(texts.announceRefused, { name, reason: refusalText(change.reason, player) }));
        return;
      }
      commit(next);
      announce(fill(change.kind === 'signed' ? texts.announceSigned : texts.announceReleased, { name, count: next.picks.length }));
    },
    [byId, pool.players, commit, announce, texts, refusalText],
  );

  /** A release from the squad list: that row leaves, so focus goes to the next one, or to the heading. */
  const onRelease = (playerId: number) => {
    const rows = [...document.querySelectorAll<HTMLElement>('.sim-squad__list [id^="release-"]')].map((element) => element.id);
    const at = rows.indexOf(`release-${playerId}`);
    focusNext.current = rows[at + 1] ?? rows[at - 1] ?? 'sim-squad-heading';
    onPress(playerId);
  };

  const choose = (president: PresidentChoice | undefined) => {
    commit(choosePresident(latest.current, president));
    const club = president?.kind === 'own'
      ? president.name
      : pool.teams.find((team) => president?.kind === 'team' && team.id === president.teamId)?.name;
    if (club) announce(fill(texts.announceClub, { club }));
  };

  // The first letter founds the club (a change that can be undone); the rest only renames it.
  const rename = (name: string) => {
    const next = choosePresident(latest.current, { kind: 'own', name });
    if (latest.current.president?.kind === 'own') replace(next);
    else commit(next);
  };

  const reset = () => {
    commit({ ...latest.current, picks: [] });
    announce(texts.announceReset);
  };
  const undo = () => {
    if (history.undo()) announce(texts.undone);
  };

  return { state, canUndo: history.canUndo, refusalText, onPress, onRelease, choose, rename, reset, undo };
}
