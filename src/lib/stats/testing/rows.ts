// Small statistics rows for the table tests; each test sets only what it is about.
import type { StatCode } from '../../../config/stat-pages';
import type { PlayerRole } from '../../competition/types';
import type { StatRow } from '../stat-row';

export function buildRow(
  id: number,
  name: string,
  values: Partial<Record<StatCode, number>>,
  { rank = id, role = 'forward', team = `Team ${id}` }: { rank?: number; role?: PlayerRole; team?: string } = {},
): StatRow {
  const [firstName = '', ...rest] = name.split(' ');
  return {
    key: `p${id}`,
    rank,
    player: { id, firstName, lastName: rest.join(' '), role },
    team: { id: 100 + id, name: team, shortName: `T${id}`, players: [] },
    values,
  };
}
