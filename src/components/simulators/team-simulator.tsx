'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FORMATIONS, FORMATION_IDS } from '../../config/formations';
import {
  type ClubRatings, rateInLine, type PoolPlayer, type SimulatorPool, type PoolFilters, ROLE_FIT, rateLineup, simulateSeason,
  PLACES, findFreePlace, findPlace, nextSeed, playerAt, type TeamState,
} from '../../lib/simulators/browser';
import { Pitch, type PlaceView } from './pitch';
import { PlayerPool, type RowAnswer } from './player-pool';
import { RatingBars } from './rating-bars';
import { SeasonReport } from './season-report';
import { ShareBar } from './share-bar';
import { TeamForm } from './team-form';
import { drawTeamImage, saveImage } from './team-image';
import { fill, type PoolTexts, type TeamTexts } from './texts';
import { useAfterPaint } from './use-after-paint';
import { useAnnouncer } from './use-announcer';
import { nameOf, toTeamQuery, useTeamPresses } from './use-team-presses';

type TeamSimulatorProps = {
  path: string;
  pool: SimulatorPool;
  clubRatings: readonly ClubRatings[];
  initial: TeamState;
  initialFilters: PoolFilters;
  initialShown: number;
  /** What the server did with a press sent without script, said once. */
  initialMessage: string;
  texts: TeamTexts;
  poolTexts: PoolTexts;
  /** How the ratings are made, written on the server. */
  explainer: ReactNode;
  site: string;
};

/** The team simulator: a seven and a bench on a pitch, their ratings, a simulated season, share and save. */
export function TeamSimulator(props: TeamSimulatorProps) {
  const { path, pool, clubRatings, initial, initialFilters, initialShown, initialMessage, texts, poolTexts, explainer, site } = props;
  const [message, announce] = useAnnouncer(initialMessage);
  const [enhanced, setEnhanced] = useState(false);
  const byId = useMemo(() => new Map(pool.players.map((player) => [player.id, player])), [pool.players]);
  const teamById = useMemo(() => new Map(pool.teams.map((team) => [team.id, team])), [pool.teams]);
  const presses = useTeamPresses({ path, pool, byId, initial, clubRatings, texts, announce });
  const { state, selected, placeName } = presses;
  useEffect(() => setEnhanced(true), []);

  // A press paints its answer (the spoken line, the chosen place) at once; the pitch, the ratings,
  // the season and the pool's rows follow once that has painted, in a render that yields to the browser, so a pick on a
  // slow phone answers within a frame or two. A place chosen or let go redraws at once.
  const shown = useAfterPaint(state);
  const lineup = useMemo(() => {
    const slots = FORMATIONS[shown.formationId].slots;
    const places: PlaceView[] = Array.from({ length: PLACES }, (_, index) => {
      const player = byId.get(playerAt(shown, index) ?? -1) ?? null;
      const slot = slots[index];
      if (!player || !slot) return { player };
      return { player, rating: Math.round(rateInLine(player, slot.line)), fit: Math.round(ROLE_FIT[player.role][slot.line] * 100) };
    });
    const seven = places.slice(0, slots.length).map((place) => place.player);
    return { places, seven, ratings: rateLineup(shown.formationId, seven), missing: seven.filter((player) => !player).length };
  }, [shown, byId]);
  const { places, seven, ratings, missing } = lineup;
  const ratingsKey = JSON.stringify(ratings);
  const season = useMemo(
    () => (missing > 0 ? undefined : simulateSeason({ seed: shown.seed, visitor: JSON.parse(ratingsKey), opponents: clubRatings })),
    [missing, shown.seed, clubRatings, ratingsKey],
  );

  const finished = (position: number) => fill(texts.seasonSummary, { position: texts.ordinals[position] ?? String(position) });
  const save = async () => {
    const root = document.documentElement;
    const style = getComputedStyle(root);
    const blob = await drawTeamImage({
      title: texts.heading, subtitle: `${shown.formationId} · ${texts.lines.overall} ${ratings.overall}`, site, formationId: shown.formationId,
      ...(season && { season: `${finished(season.visitor.position)} · ${season.visitor.points} ${texts.columns.points.short}` }),
      slots: seven, ratings, lines: texts.lines, rtl: root.dir === 'rtl',
      brand: style.getPropertyValue('--brand').trim() || '#0b0f1a', accent: style.getPropertyValue('--accent').trim() || '#f5c542',
    });
    if (blob) saveImage(blob, `${shown.formationId}-${shown.seed.toString(36)}.png`);
  };
  const query = (next: TeamState) => {
    const text = toTeamQuery(next);
    return text ? `${path}?${text}` : path;
  };
  const playerOf = (place: number) => places[place]?.player ?? null;

  // The presses read the latest state through refs: parts drawn for an earlier state still act on the current one.
  const side = useMemo(
    () => (
      <>
        <Pitch
          formationId={shown.formationId} places={places} selected={selected} teamById={teamById} placeName={placeName} texts={texts}
          onPlace={presses.onPlace}
        />
        {selected !== undefined && (
          <div className="sim-selected" role="group" aria-label={fill(texts.selected, { place: placeName(selected) })}>
            <p><strong>{fill(texts.selected, { place: placeName(selected) })}</strong> {nameOf(playerOf(selected))}</p>
            <p className="muted">{texts.selectedHint}</p>
            {playerOf(selected) && <button type="button" className="sim-button" onClick={() => presses.release(true)}>{texts.remove}</button>}
            <button type="button" className="sim-button sim-button--quiet" onClick={() => presses.release(false)}>{texts.cancel}</button>
          </div>
        )}
        <section className="sim-panel" aria-labelledby="sim-ratings-heading">
          <h2 id="sim-ratings-heading">{texts.ratings}</h2>
          <RatingBars lines={texts.lines} mine={{ label: texts.you, ratings }} />
          {explainer}
        </section>
        <SeasonReport
          season={season} missing={missing} seed={shown.seed} teamById={teamById} texts={texts}
          anotherHref={query({ ...shown, seed: nextSeed(shown.seed) })} onAnother={() => presses.playAnother(ratings)}
        />
      </>
    ),
    [shown, lineup, season, selected, teamById, texts, explainer, path],
  );
  // Undo wakes with the first change: only the share bar redraws for it.
  const share = useMemo(
    () => (
      <ShareBar
        texts={texts} href={query(shown)} resetHref={query({ ...shown, slots: shown.slots.map(() => null), bench: [] })}
        canUndo={presses.canUndo} announce={announce} onUndo={presses.undo} onReset={presses.reset}
        extra={<button type="button" className="sim-button sim-js-only" onClick={save}>{texts.saveImage}</button>}
      />
    ),
    [shown, lineup, season, presses.canUndo, texts, announce, path, site],
  );
  const players = useMemo(() => {
    const answer = (player: PoolPlayer): RowAnswer => {
      const onTeam = findPlace(shown, player.id) !== undefined;
      if (selected !== undefined) return { chosen: onTeam, field: 'add', label: fill(texts.putHere, { place: placeName(selected) }) };
      if (onTeam) return { chosen: true, field: 'drop', label: texts.remove };
      return { chosen: false, field: 'add', label: texts.add, ...(findFreePlace(shown, player.role) === undefined && { refusal: texts.noPlace }) };
    };
    return (
      <PlayerPool
        players={pool.players} teams={pool.teams} texts={poolTexts} initialFilters={initialFilters} initialShown={initialShown}
        answer={answer} onPress={presses.onPress}
      />
    );
  }, [shown, selected, pool, texts, poolTexts, initialFilters, initialShown]);

  return (
    <TeamForm
      path={path} state={state} enhanced={enhanced} texts={texts} formations={FORMATION_IDS} message={message}
      onFormation={presses.chooseFormation} onBest={presses.pickBest} onEscape={() => selected !== undefined && presses.release(false)}
    >
      <div className="sim__side">
        {side}
        {share}
      </div>
      {players}
    </TeamForm>
  );
}
