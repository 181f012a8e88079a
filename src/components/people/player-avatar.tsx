import type { Player } from '../../lib/competition';
import { toAvatarColour, toInitials, toInkOn } from '../../lib/people';

type PlayerAvatarProps = { player: Pick<Player, 'firstName' | 'lastName' | 'image'>; colour?: string; size?: number };

/** Only photos the page may load: https, or this site's own paths. */
function isLoadableImage(url: string | undefined): url is string {
  return !!url && (url.startsWith('https://') || (url.startsWith('/') && !url.startsWith('//')));
}

/**
 * The player's photo, or, without one, their initials on the team's colour: drawn inline, so it
 * costs no request. The name is always written beside it, so the drawing is decorative.
 */
export function PlayerAvatar({ player, colour, size = 128 }: PlayerAvatarProps) {
  if (isLoadableImage(player.image)) {
    return <img className="player-avatar" src={player.image} alt="" width={size} height={size} decoding="async" />;
  }
  const background = toAvatarColour(colour);
  return (
    <svg className="player-avatar" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="50" fill={background} />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" fill={toInkOn(background)} fontSize="38" fontWeight="700" fontFamily="system-ui, sans-serif">
        {toInitials(player)}
      </text>
    </svg>
  );
}
