import type { Player } from '../../lib/competition';
import { isLoadableImage } from '../../lib/pictures';
import { KitPicture } from '../pictures/kit-picture';

type PlayerAvatarProps = {
  player: Pick<Player, 'image' | 'jersey'>;
  colours?: { firstColor?: string; secondColor?: string };
  size?: number;
};

/** The player's photo, or, without one, a silhouette in their club's kit with their number. */
export function PlayerAvatar({ player, colours, size = 128 }: PlayerAvatarProps) {
  if (isLoadableImage(player.image)) {
    return <img className="player-avatar" src={player.image} alt="" width={size} height={size} decoding="async" />;
  }
  return <KitPicture colours={colours} jersey={player.jersey} size={size} className="player-avatar kit-picture" />;
}
