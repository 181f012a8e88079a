// Turn rows to the contract's TurnSummary: names in the asked language, dates from week offsets.
import type { LocaleCode } from '../../../config/locales';
import { toIso, type SeasonCalendar } from '../calendar';
import { turnName } from '../names';
import type { TurnRow } from '../queries/structure';

export type TurnSummaryJson = { id: number; name: string; shortName: string; start: string; finish: string };

export function toTurnSummary(row: TurnRow, lang: LocaleCode, calendar: SeasonCalendar): TurnSummaryJson {
  return {
    id: row.id,
    ...turnName(lang, row.kind, row.number),
    start: toIso(calendar.dayStart(row.week_offset)),
    finish: toIso(calendar.dayEnd(row.week_offset)),
  };
}

/** The turn being played today: its matches replay live all day. */
export function isCurrentTurn(row: Pick<TurnRow, 'week_offset'>, seasonIsCurrent: boolean): boolean {
  return seasonIsCurrent && row.week_offset === 0;
}

export function teamOfTurn(row: TurnRow): number[] {
  try {
    const parsed: unknown = JSON.parse(row.team_of_turn);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
