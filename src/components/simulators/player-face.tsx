import { toAvatarColour, toInitials, toInkOn } from '../../lib/people/browser';
import { isLoadableImage } from '../../lib/pictures/browser';
import type { PoolPlayer } from '../../lib/simulators/browser';


type PlayerFaceProps = { player: Pick<PoolPlayer, 'firstName' | 'lastName' | 'image'>; colour?: string; size?: number };

/**
 * The player's photo, or their initials on the club's colour: one element either way, since a
 * pool row is repeated many times over. The name is always written beside it.
 */
export function PlayerFace({ player, colour, size = 40 }: PlayerFaceProps) {
  if (isLoadableImage(player.image)) {
    return <img className="sim-face" src={player.image} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  const background = toAvatarColour(colour);
  return (
    <span className="sim-face" aria-hidden="true" style={{ backgroundColor: background, color: toInkOn(background) }}>
      {toInitials(player)}
    </span>
  );
}
