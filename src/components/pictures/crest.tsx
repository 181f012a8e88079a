import { useId } from 'react';
import type { TeamRef } from '../../lib/competition';
import { isLoadableImage, toCrestShape } from '../../lib/pictures';

type CrestProps = {
  team: Pick<TeamRef, 'id' | 'shortName' | 'logoUrl' | 'firstColor' | 'secondColor'> | undefined;
  size: number;
  className?: string;
  /** Below the first screen: the logo file waits until it is near. */
  lazy?: boolean;
};

/** Letters are drawn only where they can be read; a small crest is its shape and colours. */
const LETTERS_FROM = 40;

/**
 * A team's crest, decorative beside its name: the data's logo file when it gives one, else the
 * crest drawn inline from the club's colours (no request, and no SVG document of its own for the
 * phone to build), else an empty disc.
 */
export function Crest({ team, size, className = 'crest', lazy = true }: CrestProps) {
  const clipId = `crest-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (!team) return <span className={`${className} crest--blank`} aria-hidden="true" />;
  if (isLoadableImage(team.logoUrl)) {
    return <img className={className} src={team.logoUrl} alt="" width={size} height={size} loading={lazy ? 'lazy' : undefined} decoding="async" />;
  }
  const shape = toCrestShape(team);
  return (
    <svg className={className} viewBox="0 0 128 128" width={size} height={size} aria-hidden="true" focusable="false" data-crest={team.id}>
      <clipPath id={clipId}><path d={shape.outline} /></clipPath>
      <g clipPath={`url(#${clipId})`}>
        <path d="M0 0H128V128H0Z" fill={shape.first} />
        <path d={shape.band} fill={shape.second} />
      </g>
      <path d={shape.outline} fill="none" stroke={shape.second} strokeWidth="5" />
      {size >= LETTERS_FROM && shape.letters && (
        <>
          <rect x="28" y="50" width="72" height="30" rx="6" fill={shape.first} opacity="0.9" />
          <text x="64" y="72" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" fill={shape.ink}>{shape.letters}</text>
        </>
      )}
    </svg>
  );
}
