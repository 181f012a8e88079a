import { useCallback, useRef, useState } from 'react';
import { DEFAULT_FORMATION_ID, FORMATIONS, PLAYERS_ON_PITCH, type FormationId } from '../../config/formations';
import {
  type ClubRatings, type PoolPlayer, type SimulatorPool, type LineRatings, simulateSeason, DEFAULT_SEED, changeFormation,
  findFreePlace, findPlace, nextSeed, pickBestTeam, playerAt, putPlayer, removePlayer, swapPlaces, type TeamState, readTeamQuery, readAddressQuery,
  encodeTeamLink,
} from '../../lib/simulators/browser';
import { fill, type TeamTexts } from './texts';
import { useHistoryState } from './use-history-state';

// A first visit keeps its bare address until the visitor changes something.
const isPristine = (state: TeamState) =>
  state.formationId === DEFAULT_FORMATION_ID && state.seed === DEFAULT_SEED && state.bench.length === 0 && state.slots.every((id) => id === null);
export const toTeamQuery = (state: TeamState) => (isPristine(state) ? '' : encodeTeamLink(state));
export const nameOf = (player: PoolPlayer | undefined | null) => (player ? `${player.firstName} ${player.lastName}` : '');

type TeamPressesOptions = {
  path: string;
  pool: SimulatorPool;
  byId: ReadonlyMap<number, PoolPlayer>;
  initial: TeamState;
  clubRatings: readonly ClubRatings[];
  texts: TeamTexts;
  announce: (text: string) => void;
};

/**
 * Every press of the team simulator and what it says: choosing a place, swapping two, putting a
 * pool player in, taking one off, the formation, the best seven and another season. A place is
 * chosen first and acted on second, so nothing needs dragging.
 */
export function useTeamPresses({ path, pool, byId, initial, clubRatings, texts, announce }: TeamPressesOptions) {
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const fromQuery = useCallback((search: string) => readTeamQuery(readAddressQuery(search), pool).state, [pool]);
  const onRestore = useCallback(() => { setSelected(undefined); announce(texts.restored); }, [announce, texts.restored]);
  const history = useHistoryState({ initial, path, toQuery: toTeamQuery, fromQuery, onRestore });
  const { state, commit } = history;
  const latest = useRef({ state, selected });
  latest.current = { state, selected };
  const at = (place: number) => byId.get(playerAt(latest.current.state, place) ?? -1);

  const placeName = useCallback(
    (index: number) => {
      const slots = FORMATIONS[latest.current.state.formationId].slots;
      const slot = slots[index];
      if (!slot) return fill(texts.benchPlace, { number: index - PLAYERS_ON_PITCH + 1 });
      const sameLine = slots.filter((other) => other.line === slot.line);
      return sameLine.length > 1 ? `${texts.lines[slot.line]} ${sameLine.indexOf(slot) + 1}` : texts.lines[slot.line];
    },
    [texts],
  );
  const put = (next: TeamState, player: PoolPlayer, place: number) => {
    commit(next);
    setSelected(undefined);
    announce(fill(texts.announcePlaced, { name: nameOf(player), place: placeName(place) }));
  };

  const onPlace = (index: number) => {
    const chosen = latest.current.selected;
    if (chosen === undefined || chosen === index) {
      setSelected(chosen === index ? undefined : index);
      if (chosen === undefined) announce(fill(texts.announceSelected, { place: placeName(index) }));
      return;
    }
    const [first, second] = [at(chosen), at(index)];
    const next = swapPlaces(latest.current.state, chosen, index);
    if (first && second) {
      commit(next);
      setSelected(undefined);
      announce(fill(texts.announceSwapped, { first: nameOf(first), second: nameOf(second) }));
    } else if (first ?? second) put(next, (first ?? second)!, first ? index : chosen);
    else setSelected(index);
  };

  const onPress = useCallback(
    (playerId: number) => {
      const { state: current, selected: chosen } = latest.current;
      const player = byId.get(playerId);
      if (!player) return;
      if (chosen !== undefined) return put(putPlayer(current, playerId, chosen), player, chosen);
      if (findPlace(current, playerId) !== undefined) {
        commit(removePlayer(current, playerId));
        return announce(fill(texts.announceRemoved, { name: nameOf(player) }));
      }
      const place = findFreePlace(current, player.role);
      if (place === undefined) return announce(fill(texts.announceFull, { name: nameOf(player) }));
      put(putPlayer(current, playerId, place), player, place);
    },
    // `put` reads only refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [byId, commit, announce, texts, placeName],
  );

  /** Leaves the chosen place, focus going back to it. */
  const release = (takeOff: boolean) => {
    const chosen = latest.current.selected;
    const player = chosen === undefined ? undefined : at(chosen);
    if (takeOff && player) {
      commit(removePlayer(latest.current.state, player.id));
      announce(fill(texts.announceRemoved, { name: nameOf(player) }));
    }
    setSelected(undefined);
    document.getElementById(`place-${chosen}`)?.focus();
  };

  const chooseFormation = (formationId: FormationId) => {
    commit(changeFormation(latest.current.state, formationId));
    announce(fill(texts.announceFormation, { formation: formationId }));
  };
  const pickBest = () => {
    const { formationId } = latest.current.state;
    commit({ ...latest.current.state, ...pickBestTeam(pool.players, formationId) });
    setSelected(undefined);
    announce(fill(texts.announceBest, { formation: formationId }));
  };
  const playAnother = (ratings: LineRatings) => {
    const next = { ...latest.current.state, seed: nextSeed(latest.current.state.seed) };
    commit(next);
    const { visitor } = simulateSeason({ seed: next.seed, visitor: ratings, opponents: clubRatings });
    announce(fill(texts.announceSeason, { position: texts.ordinals[visitor.position] ?? visitor.position, points: visitor.points }));
  };
  const reset = () => {
    setSelected(undefined);
    commit({ ...latest.current.state, slots: latest.current.state.slots.map(() => null), bench: [] });
    announce(texts.announceReset);
  };
  const undo = () => {
    setSelected(undefined);
    if (history.undo()) announce(texts.undone);
  };

  return {
    state, selected, placeName, canUndo: history.canUndo,
    onPlace, onPress, release, chooseFormation, pickBest, playAnother, reset, undo,
  };
}
