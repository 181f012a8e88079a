import { toKitShape } from '../../lib/pictures';
import { Stylesheet } from '../stylesheet';

type KitPictureProps = {
  colours: { firstColor?: string; secondColor?: string } | undefined;
  jersey?: number;
  size: number;
  className?: string;
};

/**
 * A player without a photo, as a fan would picture them: a silhouette in the club's kit with the
 * shirt number. Drawn inline (no request, no SVG document of its own); the round frame is the
 * element's own rounded clip. Decorative: the name is always written beside it.
 */
export function KitPicture({ colours, jersey, size, className = 'kit-picture' }: KitPictureProps) {
  const kit = toKitShape(colours ?? {}, jersey);
  return (
    <>
      {/* Hoisted into the head, once: only pages that draw a kit carry its rules. */}
      <Stylesheet id="kit-picture" />
      <svg className={className} viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false" data-shirt={kit.shirt}>
        <rect className="kit-picture__ground" width="100" height="100" />
        <path className="kit-picture__skin" d="M43 52 h14 v12 h-14 Z" />
        <ellipse className="kit-picture__skin" cx="50" cy="38" rx="14" ry="16.5" />
        <path d="M10 104 C10 78 22 66 40 62 L50 70 L60 62 C78 66 90 78 90 104 Z" fill={kit.shirt} />
        <path d="M10 104 C10 86 14 76 22 70 L28 90 L26 104 Z M90 104 C90 86 86 76 78 70 L72 90 L74 104 Z" fill={kit.trim} />
        <path d="M40 62 L50 72 L60 62" fill="none" stroke={kit.trim} strokeWidth="4" strokeLinejoin="round" />
        {kit.number && (
          <text x="50" y="95" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" fill={kit.ink}>{kit.number}</text>
        )}
      </svg>
    </>
  );
}
