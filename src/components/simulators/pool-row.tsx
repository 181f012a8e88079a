import { memo } from 'react';
import type { PlayerRatings } from '../../lib/competition/types';
import { type PoolPlayer, type PoolTeam, encodeId } from '../../lib/simulators/browser';
import { PlayerFace } from './player-face';
import type { PoolTexts } from './texts';

/** The card's attributes in the order the league prints them. */
const CARD_KEYS = {
  outfield: ['shooting', 'passing', 'defence', 'physical', 'duels', 'skills'],
  goalkeeper: ['diving', 'handling', 'reflexes', 'anticipation', 'goalkeeperPassing'],
} as const satisfies Record<string, readonly (keyof PlayerRatings)[]>;

export type PoolRowProps = {
  player: PoolPlayer;
  team: PoolTeam | undefined;
  texts: PoolTexts;
  /** In the visitor's squad or team: the row is marked and its press takes the player out. */
  chosen: boolean;
  /** The press as a form field, for a visitor without script. */
  field: 'add' | 'drop';
  label: string;
  /** Why a press would be refused; the button stays focusable so pressing it explains. */
  refusal?: string;
  onPress: (playerId: number) => void;
};

/**
 * One player of the pool: face, name, position, club today, category and card, and the press
 * that signs, places or takes them off. Rows are memoised: a press re-renders only the rows whose
 * answer changed.
 */
export const PoolRow = memo(function PoolRow({ player, team, texts, chosen, field, label, refusal, onPress }: PoolRowProps) {
  const keys = player.role === 'goalkeeper' ? CARD_KEYS.goalkeeper : CARD_KEYS.outfield;
  const card = keys.flatMap((key) => (player.ratings[key] === undefined ? [] : [{ key, value: player.ratings[key] }]));
  const whyId = `why-${player.id}`;
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <li className="pool-row" data-player-id={player.id} data-role={player.role} data-chosen={chosen || undefined}>
      <PlayerFace player={player} colour={team?.firstColor} />
      <div className="pool-row__who">
        <p className="pool-row__name">
          {player.firstName} <strong>{player.lastName}</strong>
        </p>
        <p className="pool-row__meta">
          <span className={`role-tag role-tag--${player.role}`} aria-hidden="true">
            {texts.roleShort[player.role]}
          </span>
          <span className="visually-hidden">{texts.roles[player.role]}</span>
          {/* No crest here: the face already wears the club's colour, and forty crests (each an SVG
              document of its own) painted as the pool scrolls in kept a phone busy past the first pick. */}
          {team && (
            <span>
              {team.shortName}
              <span className="visually-hidden"> {team.name}</span>
            </span>
          )}
          {player.category !== 'draft' && (
            <span className={`category-tag category-tag--${player.category}`}>{texts.categories[player.category]}</span>
          )}
        </p>
      </div>
      {card.length > 0 && (
        <p className="pool-row__card">
          <span aria-hidden="true">{card.map(({ key, value }) => `${texts.stats[key]}\u00a0${value}`).join('\u00a0· ')}</span>
          <span className="visually-hidden">{card.map(({ key, value }) => `${texts.statNames[key]} ${value}`).join(', ')}</span>
        </p>
      )}
      <p className="pool-row__overall">
        <span className="visually-hidden">{texts.overall} </span>
        {player.ratings.average ?? '–'}
      </p>
      <button
        type="submit"
        className={chosen ? 'sim-button sim-button--chosen pool-row__act' : 'sim-button pool-row__act'}
        name={field}
        value={encodeId(player.id)}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? whyId : undefined}
        onClick={(event) => {
          event.preventDefault();
          onPress(player.id);
        }}
      >
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
      {refusal && (
        <span id={whyId} className="pool-row__why">
          {refusal}
        </span>
      )}
    </li>
  );
});
