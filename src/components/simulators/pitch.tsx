import { FORMATIONS, PLAYERS_ON_PITCH, type FormationId } from '../../config/formations';
import type { PoolPlayer, PoolTeam } from '../../lib/simulators/browser';
import { PlayerFace } from './player-face';
import { fill, type TeamTexts } from './texts';

export type PlaceView = {
  player: PoolPlayer | null;
  /** The player's worth in this place and how much of it the place keeps, in percent. */
  rating?: number;
  fit?: number;
};

type PitchProps = {
  formationId: FormationId;
  /** Twelve places: the formation's seven, then the bench. */
  places: readonly PlaceView[];
  selected: number | undefined;
  teamById: ReadonlyMap<number, PoolTeam>;
  placeName: (index: number) => string;
  texts: TeamTexts;
  onPlace: (index: number) => void;
};

function fitLevel({ player, fit }: PlaceView): string {
  if (!player) return 'empty';
  if (fit === undefined) return 'bench';
  return fit >= 100 ? 'good' : fit >= 80 ? 'fair' : 'poor';
}

function PlaceButton({ index, place, selected, props }: { index: number; place: PlaceView; selected: boolean; props: PitchProps }) {
  const { player, rating, fit } = place;
  const { texts, teamById, placeName, onPlace, formationId } = props;
  const shortName = (at: number) => {
    const slot = FORMATIONS[formationId].slots[at];
    return slot ? texts.lineShort[slot.line] : String(at - PLAYERS_ON_PITCH + 1);
  };
  const colour = player?.teamId === undefined ? undefined : teamById.get(player.teamId)?.firstColor;
  return (
    <button
      type="button" id={`place-${index}`} className="sim-place" aria-pressed={selected} data-fit={fitLevel(place)} data-player-id={player?.id}
      onClick={() => onPlace(index)}
    >
      <span className="visually-hidden">
        {fill(texts.placeLabel, { place: placeName(index), name: player ? `${player.firstName} ${player.lastName}` : texts.emptyPlace })}
        {fit !== undefined && `, ${fill(texts.fit, { value: fit })}`}
      </span>
      <span className="sim-place__face" aria-hidden="true">
        {player ? <PlayerFace player={player} colour={colour} size={44} /> : '+'}
      </span>
      <span className="sim-place__name" aria-hidden="true">{player ? player.shortName : shortName(index)}</span>
      {rating !== undefined && <span className="sim-place__rating">{rating}</span>}
    </button>
  );
}

/**
 * The seven on a drawn pitch, own goal at the bottom, and the bench beside it. Every place is a
 * button: press one to choose it, then another place to swap the two, or a player of the pool to
 * put there. Colours say how well each player fits his place; the words say it too.
 */
export function Pitch(props: PitchProps) {
  const { formationId, places, selected, texts } = props;
  const slots = FORMATIONS[formationId].slots;
  return (
    <div className="sim-field-area">
      <h2 className="visually-hidden">{texts.heading}</h2>
      <div className="sim-pitch" role="group" aria-label={texts.heading}>
        <svg className="sim-pitch__lines" viewBox="0 0 100 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="96" height="116" />
          <line x1="2" y1="2" x2="98" y2="2" />
          <circle cx="50" cy="2" r="12" />
          <rect x="22" y="96" width="56" height="22" />
          <rect x="38" y="110" width="24" height="8" />
          <circle cx="50" cy="102" r="0.8" />
        </svg>
        <ol className="sim-pitch__places">
          {slots.map((slot, index) => (
            <li key={index} data-line={slot.line} style={{ insetInlineStart: `${slot.x}%`, insetBlockEnd: `calc(${slot.y} * 0.98% + 6%)` }}>
              <PlaceButton index={index} place={places[index] ?? { player: null }} selected={selected === index} props={props} />
            </li>
          ))}
        </ol>
      </div>
      <div className="sim-bench" role="group" aria-labelledby="sim-bench-heading">
        <h3 id="sim-bench-heading">{texts.bench}</h3>
        <ol>
          {places.slice(PLAYERS_ON_PITCH).map((place, offset) => (
            <li key={offset}>
              <PlaceButton index={PLAYERS_ON_PITCH + offset} place={place} selected={selected === PLAYERS_ON_PITCH + offset} props={props} />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
