import type { CSSProperties } from 'react';
import { toSideColours } from '../../lib/teams';

/**
 * The two clubs' colours for what draws the sides against each other, as `--team-home` and
 * `--team-away`: light-dark() pairs where a scheme without a usable pair names the edition's
 * (`--side-home`, `--side-away`). Undefined when neither scheme can use the clubs' colours.
 */
export function sideColourStyle(home: string | undefined, away: string | undefined): CSSProperties | undefined {
  const { light, dark } = toSideColours(home, away);
  if (!light && !dark) return undefined;
  const pick = (side: 'home' | 'away') => `light-dark(${light?.[side] ?? `var(--side-${side})`}, ${dark?.[side] ?? `var(--side-${side})`})`;
  return { '--team-home': pick('home'), '--team-away': pick('away') } as CSSProperties;
}
