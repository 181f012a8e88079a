// The generated avatar shown when a player has no photo: initials on the team's colour.
import type { Player } from '../competition/types';

const NEUTRAL = '#3a4150';

/** Up to two letters: first and last name's initials, as the name is written. */
export function toInitials(player: Pick<Player, 'firstName' | 'lastName'>): string {
  const first = [...player.firstName.trim()][0] ?? '';
  const last = [...player.lastName.trim()][0] ?? '';
  return `${first}${last}`.toUpperCase() || '?';
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A usable `#rrggbb` background: the team's colour when it is one, else a neutral grey. */
export function toAvatarColour(colour: string | undefined): string {
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : NEUTRAL;
}

/** Black or white, whichever contrasts more with the background. */
export function toInkOn(background: string): '#000000' | '#ffffff' {
  const lum = luminance(toAvatarColour(background));
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#000000' : '#ffffff';
}
