import { useState } from 'react';
import { type PoolTeam, MAX_CLUB_NAME_LENGTH, sanitizeClubName, encodeId, type PresidentChoice } from '../../lib/simulators/browser';
import type { SquadTexts } from './texts';

type ClubPickerProps = {
  teams: readonly PoolTeam[];
  president: PresidentChoice | undefined;
  texts: SquadTexts;
  /** A choice from the list: a new history entry. */
  onChoose: (president: PresidentChoice | undefined) => void;
  /** A name being typed: the address follows without an entry per letter. */
  onRename: (name: string) => void;
};

const OWN = 'own';

/**
 * The club the visitor presides: one of the season's clubs, or one of their own with a name
 * they type. Both fields belong to the simulator's GET form, whose Show button sends them
 * without script; with script a choice applies at once, and typing a name founds the club.
 */
export function ClubPicker({ teams, president, texts, onChoose, onRename }: ClubPickerProps) {
  const [draft, setDraft] = useState(president?.kind === 'own' ? president.name : '');
  const value = president?.kind === 'team' ? encodeId(president.teamId) : president?.kind === 'own' ? OWN : '';

  const choose = (choice: string) => {
    if (choice === OWN) onChoose({ kind: 'own', name: sanitizeClubName(draft) || texts.ownClubDefault });
    else onChoose(teams.map((team) => ({ kind: 'team' as const, teamId: team.id })).find((club) => encodeId(club.teamId) === choice));
  };

  return (
    <fieldset className="sim-club">
      <legend>{texts.club}</legend>
      <p className="sim-club__hint muted" id="sim-club-hint">{texts.clubHint}</p>
      <div className="sim-field">
        <label htmlFor="sim-club" className="visually-hidden">{texts.club}</label>
        <select id="sim-club" name="club" value={value} aria-describedby="sim-club-hint" onChange={(event) => choose(event.currentTarget.value)}>
          {!president && <option value="">—</option>}
          {teams.map((team) => (
            <option key={team.id} value={encodeId(team.id)}>{team.name}</option>
          ))}
          <option value={OWN}>{texts.ownClub}</option>
        </select>
      </div>
      <div className="sim-field">
        <label htmlFor="sim-c">{texts.clubName}</label>
        <input
          id="sim-c" name="c" type="text" value={draft} maxLength={MAX_CLUB_NAME_LENGTH} autoComplete="off" placeholder={texts.ownClubDefault}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setDraft(typed);
            onRename(sanitizeClubName(typed) || texts.ownClubDefault);
          }}
        />
      </div>
      <button type="submit" className="sim-button sim-nojs">{texts.apply}</button>
    </fieldset>
  );
}
