import { SQUAD_RULES } from '../../config/squad-rules';
import type { PlayerRole } from '../../lib/competition/types';
import { type PoolPlayer, encodeId, type SquadNeed } from '../../lib/simulators/browser';
import type { TeamPalette } from '../../lib/teams/browser';
import { PlayerFace } from './player-face';
import { fill, type PoolTexts, type SquadTexts } from './texts';

const ROLES: readonly PlayerRole[] = ['goalkeeper', 'defender', 'midfielder', 'forward'];

type SquadBoardProps = {
  clubName: string;
  presidentLine: string;
  crest?: string;
  /** Shown in place of a crest: the own club's initial, or a question while there is no club. */
  mark: string;
  palette: TeamPalette;
  picks: readonly PoolPlayer[];
  needs: readonly SquadNeed[];
  texts: SquadTexts;
  poolTexts: PoolTexts;
  onRelease: (playerId: number) => void;
};

function needText(need: SquadNeed, texts: SquadTexts): string {
  if (need.kind === 'role') return texts.needRole[need.role][need.count] ?? '';
  if (need.kind === 'players') return texts.needPlayers[need.count] ?? '';
  return texts.needPresident;
}

/** The squad as it stands, in the club's colours: what is signed, by position, and what is still missing. */
export function SquadBoard({ clubName, presidentLine, crest, mark, palette, picks, needs, texts, poolTexts, onRelease }: SquadBoardProps) {
  const count = (role: PlayerRole) => picks.filter((player) => player.role === role).length;
  const wildcards = picks.filter((player) => player.category === 'wildcard').length;
  const sorted = [...picks].sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role));
  const progress = Math.min(1, picks.length / SQUAD_RULES.squadSize);
  return (
    <section className="sim-squad" aria-labelledby="sim-squad-heading">
      <div className="sim-squad__head" style={{ backgroundColor: palette.background, color: palette.ink, borderColor: palette.stripe }}>
        <span className="sim-squad__crest" aria-hidden="true">
          {crest ? <img src={crest} alt="" width={56} height={56} decoding="async" /> : mark}
        </span>
        <div className="sim-squad__club">
          <h2 id="sim-squad-heading" tabIndex={-1}>
            <span className="visually-hidden">{texts.heading}: </span>
            {clubName}
          </h2>
          <p>{presidentLine}</p>
        </div>
        <p className="sim-squad__count">
          <strong>{picks.length}</strong>/{SQUAD_RULES.squadSize}
          <span className="visually-hidden"> ({texts.count[picks.length]})</span>
        </p>
        <span className="sim-squad__progress" aria-hidden="true">
          <span style={{ transform: `scaleX(${progress.toFixed(3)})`, backgroundColor: palette.stripe }} />
        </span>
      </div>
      <ul className="sim-squad__roles">
        {ROLES.map((role) => {
          const { min, max } = SQUAD_RULES.roles[role];
          return (
            <li key={role} data-full={count(role) >= max || undefined} data-short={count(role) < min || undefined}>
              <span aria-hidden="true">
                {poolTexts.roleShort[role]} <strong>{count(role)}</strong> <small>{min}–{max}</small>
              </span>
              <span className="visually-hidden">{texts.rolePlurals[role]}: {fill(texts.roleCount, { count: count(role), min, max })}</span>
            </li>
          );
        })}
        <li data-full={wildcards >= SQUAD_RULES.maxWildcards || undefined}>{fill(texts.wildcards, { count: wildcards })}</li>
      </ul>
      {needs.length === 0 ? (
        <p className="sim-squad__done">{texts.complete}</p>
      ) : (
        <p className="sim-squad__needs">
          <strong>{texts.missing}:</strong> {needs.map((need) => needText(need, texts)).join(' · ')}
        </p>
      )}
      {picks.length === 0 ? (
        <p className="sim-squad__empty muted">{texts.empty}</p>
      ) : (
        <ol className="sim-squad__list">
          {sorted.map((player) => (
            <li key={player.id} data-player-id={player.id} data-role={player.role}>
              <PlayerFace player={player} colour={palette.background} size={32} />
              <span className="sim-squad__name">
                <span className={`role-tag role-tag--${player.role}`} aria-hidden="true">{poolTexts.roleShort[player.role]}</span>{' '}
                {`${player.firstName} ${player.lastName}`}
                {player.category === 'wildcard' && <span className="category-tag category-tag--wildcard">{poolTexts.categories.wildcard}</span>}
              </span>
              <span className="sim-squad__ovr">{player.ratings.average ?? '–'}</span>
              <button
                type="submit" id={`release-${player.id}`} className="sim-button sim-button--quiet sim-button--small" name="drop"
                value={encodeId(player.id)} onClick={(event) => { event.preventDefault(); onRelease(player.id); }}
              >
                {texts.release}
                <span className="visually-hidden"> {player.firstName} {player.lastName}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
