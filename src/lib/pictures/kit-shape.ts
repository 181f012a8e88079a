// A player's picture when the data has no photo: a silhouette in the club's kit (shirt in the first
// colour, collar and sleeves in the second, the shirt number in the ink that reads on the shirt).
import { toAvatarColour, toInkOn } from '../people';

export type KitShape = { shirt: string; trim: string; ink: string; number: string };

export function toKitShape(colours: { firstColor?: string; secondColor?: string }, jersey?: number): KitShape {
  const shirt = toAvatarColour(colours.firstColor);
  const trim = colours.secondColor && /^#[0-9a-f]{6}$/i.test(colours.secondColor) ? colours.secondColor.toLowerCase() : toInkOn(shirt);
  return { shirt, trim, ink: toInkOn(shirt), number: jersey === undefined ? '' : String(jersey) };
}
