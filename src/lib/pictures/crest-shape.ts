// A club's crest drawn from its id, colours and short name, for a team the data gives no logo
// file: a shield shape, a band in the second colour and up to four letters. Same team, same crest.
import { toAvatarColour, toInkOn } from '../people';

export type CrestTeam = { id: number; shortName: string; firstColor?: string; secondColor?: string };

/** The crest in a 128-unit square: an outline, a band clipped to it, a plate for the letters. */
export type CrestShape = { outline: string; band: string; first: string; second: string; ink: string; letters: string };

const OUTLINES = [
  'M64 6 L116 20 V62 C116 94 92 114 64 124 C36 114 12 94 12 62 V20 Z',
  'M64 6 A58 58 0 1 1 63.9 6 Z',
  'M64 6 L116 36 V92 L64 122 L12 92 V36 Z',
  'M20 8 H108 V70 C108 98 88 114 64 122 C40 114 20 98 20 70 Z',
] as const;

const BANDS = ['M0 96 L128 32 V52 L0 116 Z', 'M64 0 H128 V128 H64 Z', 'M0 40 L64 72 L128 40 V60 L64 92 L0 60 Z', 'M0 0 H128 V34 H0 Z'] as const;

const SECOND_FALLBACK = '#1c1c1c';

export function toCrestShape(team: CrestTeam): CrestShape {
  const first = toAvatarColour(team.firstColor);
  const second = team.secondColor && /^#[0-9a-f]{6}$/i.test(team.secondColor) ? team.secondColor.toLowerCase() : SECOND_FALLBACK;
  return {
    outline: OUTLINES[team.id % OUTLINES.length]!,
    band: BANDS[Math.floor(team.id / OUTLINES.length) % BANDS.length]!,
    first,
    second,
    ink: toInkOn(first),
    letters: [...team.shortName.trim()].slice(0, 4).join('').toUpperCase(),
  };
}
