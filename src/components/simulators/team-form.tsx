import type { ReactNode } from 'react';
import { PLAYERS_ON_PITCH, type FormationId } from '../../config/formations';
import { type TeamState, encodeTeamLink } from '../../lib/simulators/browser';
import type { TeamTexts } from './texts';

type TeamFormProps = {
  path: string;
  state: TeamState;
  enhanced: boolean;
  texts: TeamTexts;
  formations: readonly FormationId[];
  onFormation: (formationId: FormationId) => void;
  onBest: () => void;
  onEscape: () => void;
  message: string;
  children: ReactNode;
};

/**
 * The team simulator's frame: a GET form carrying the team as its share link, so every press
 * also works without script (the server reads `formation`, `fill`, `add` and `drop`); the
 * formation picker; and the live region that says what each press changed.
 */
export function TeamForm({ path, state, enhanced, texts, formations, onFormation, onBest, onEscape, message, children }: TeamFormProps) {
  const fields = [...new URLSearchParams(encodeTeamLink(state))];
  const placed = state.slots.filter((id) => id !== null).length;
  return (
    <form
      className="sim sim--team" method="get" action={path} data-enhanced={enhanced || undefined}
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => event.key === 'Escape' && onEscape()}
    >
      {/* Enter in a field sends the form as it is, never a player's press. */}
      <button type="submit" hidden tabIndex={-1} />
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="sim-toolbar">
        <fieldset className="sim-formations">
          <legend>{texts.formation}</legend>
          {formations.map((formationId) => (
            <label key={formationId} className="sim-chip">
              <input
                type="radio" name="formation" value={formationId} checked={state.formationId === formationId}
                onChange={() => onFormation(formationId)}
              />
              <span>{formationId}</span>
            </label>
          ))}
          <button type="submit" className="sim-button sim-nojs">{texts.apply}</button>
        </fieldset>
        <button
          type="submit" className="sim-button sim-button--accent" name="fill" value="best"
          onClick={(event) => { event.preventDefault(); onBest(); }}
        >
          {texts.best}
        </button>
      </div>
      <div className="sim__grid">{children}</div>
      <div className="sim-status">
        <span className="sim-status__count" aria-hidden="true">{placed}/{PLAYERS_ON_PITCH}</span>
        <p role="status">{message}</p>
      </div>
    </form>
  );
}
