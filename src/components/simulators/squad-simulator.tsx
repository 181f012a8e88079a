'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SQUAD_RULES } from '../../config/squad-rules';
import {
  type ClubRatings, type PoolPlayer, type SimulatorPool, type PoolFilters, rateSquad, type LineRatings, encodeIds, listSquadNeeds,
  createStatusOf, pickedPlayers, type SquadState,
} from '../../lib/simulators/browser';
import { toTeamPalette } from '../../lib/teams/browser';
import { ClubPicker } from './club-picker';
import { PlayerPool, type RowAnswer } from './player-pool';
import { RatingBars } from './rating-bars';
import { ShareBar } from './share-bar';
import { SquadBoard } from './squad-board';
import { fill, type PoolTexts, type SquadTexts } from './texts';
import { useAfterPaint } from './use-after-paint';
import { useAnnouncer } from './use-announcer';
import { toSquadQuery, useSquadPresses } from './use-squad-presses';

type SquadSimulatorProps = {
  path: string;
  pool: SimulatorPool;
  clubRatings: readonly ClubRatings[];
  average: LineRatings;
  initial: SquadState;
  initialFilters: PoolFilters;
  initialShown: number;
  /** What the server did with a press sent without script, said once. */
  initialMessage: string;
  texts: SquadTexts;
  poolTexts: PoolTexts;
  /** The rules in words, written on the server from the rules table. */
  rules: ReactNode;
};

/** The squad simulator: choose a club, sign a legal twelve from the season's players, compare and share. */
export function SquadSimulator(props: SquadSimulatorProps) {
  const { path, pool, clubRatings, average, initial, initialFilters, initialShown, initialMessage, texts, poolTexts, rules } = props;
  const [message, announce] = useAnnouncer(initialMessage);
  const [enhanced, setEnhanced] = useState(false);
  const byId = useMemo(() => new Map(pool.players.map((player) => [player.id, player])), [pool.players]);
  const presses = useSquadPresses({ path, pool, byId, initial, texts, announce });
  const { state, refusalText } = presses;
  useEffect(() => setEnhanced(true), []);

  // A press paints its answer (the count and the spoken line) at once; the squad, the ratings and
  // the pool's other rows follow once that has painted, in a render that yields to the browser, so a pick on a slow
  // phone answers within a frame or two instead of waiting for the whole page to re-render.
  const shown = useAfterPaint(state);
  const { canUndo } = presses;
  const link = (next: SquadState) => (toSquadQuery(next) ? `${path}?${toSquadQuery(next)}` : path);
  // Undo wakes with the first change: only the share bar redraws for it.
  const share = useMemo(
    () => (
      <ShareBar
        texts={texts} href={link(shown)} resetHref={link({ ...shown, picks: [] })} canUndo={canUndo} announce={announce}
        onUndo={presses.undo} onReset={presses.reset}
      />
    ),
    [shown, canUndo, texts, announce],
  );
  // The club picker follows the state itself, not the painted one: a select drawn from the painted
  // state would show the previous club until the rest of the page has caught up.
  const clubPicker = useMemo(
    () => <ClubPicker teams={pool.teams} president={state.president} texts={texts} onChoose={presses.choose} onRename={presses.rename} />,
    // The presses read the latest state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.president, pool.teams, texts],
  );
  // The presses read the latest state through refs: parts drawn for an earlier state still act on the current one.
  const { side, players } = useMemo(() => {
    const picks = pickedPlayers(shown, byId);
    const statusOf = createStatusOf(shown, byId);
    const { president } = shown;
    const team = president?.kind === 'team' ? pool.teams.find((club) => club.id === president.teamId) : undefined;
    const clubName = team?.name ?? (president?.kind === 'own' ? president.name : texts.noClub);
    const presidentLine = team
      ? team.president ? fill(texts.president, { name: team.president }) : texts.presidentUnknown
      : president ? texts.presidentYou : texts.needPresident;
    const other = team
      ? { label: fill(texts.compareReal, { club: team.name }), ratings: clubRatings.find((club) => club.teamId === team.id)?.ratings ?? average }
      : { label: texts.compareAverage, ratings: average };
    const answer = (player: PoolPlayer): RowAnswer => {
      const status = statusOf(player);
      if (status === 'signed') return { chosen: true, field: 'drop', label: texts.release };
      return { chosen: false, field: 'add', label: texts.sign, ...(status !== 'free' && { refusal: refusalText(status, player) }) };
    };
    return {
      side: (
        <>
          <SquadBoard
            clubName={clubName} presidentLine={presidentLine} crest={team?.logoUrl} mark={president ? ([...clubName][0] ?? '') : '?'}
            palette={toTeamPalette(team ?? {})} picks={picks} needs={listSquadNeeds(picks, president)} texts={texts} poolTexts={poolTexts}
            onRelease={presses.onRelease}
          />
          {rules}
          <section className="sim-panel" aria-labelledby="sim-ratings-heading">
            <h2 id="sim-ratings-heading">{texts.ratings}</h2>
            <RatingBars lines={texts.lines} mine={{ label: texts.yours, ratings: rateSquad(picks) }} other={other} />
            <p className="sim-hint muted">{texts.ratingsHint}</p>
          </section>
        </>
      ),
      players: (
        <PlayerPool
          players={pool.players} teams={pool.teams} texts={poolTexts} initialFilters={initialFilters} initialShown={initialShown}
          answer={answer} onPress={presses.onPress}
        />
      ),
    };
  }, [shown, byId, pool, clubRatings, average, texts, poolTexts, rules, initialFilters, initialShown, refusalText]);

  return (
    <form
      className="sim sim--squad" method="get" action={path} data-enhanced={enhanced || undefined}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* Enter in a field sends the form as it is, never a player's press. */}
      <button type="submit" hidden tabIndex={-1} />
      <input type="hidden" name="v" value="1" />
      {state.picks.length > 0 && <input type="hidden" name="p" value={encodeIds(state.picks)} />}
      <div className="sim__grid">
        <div className="sim__side">
          {clubPicker}
          {side}
          {share}
        </div>
        {players}
      </div>
      <div className="sim-status">
        <span className="sim-status__count" aria-hidden="true">{state.picks.length}/{SQUAD_RULES.squadSize}</span>
        <p role="status">{message}</p>
      </div>
    </form>
  );
}
