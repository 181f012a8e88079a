import type { ReactNode } from 'react';

/**
 * What stands in a hidden result's place in spoiler-free mode (the "v" of a match still to play),
 * so a played match looks like any other until its score is asked for. Never read aloud: the
 * "show score" button beside it says what is there.
 */
export function SpoilerMask({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={`spoiler-mask ${className ?? ''}`} aria-hidden="true">
      {children}
    </span>
  );
}
