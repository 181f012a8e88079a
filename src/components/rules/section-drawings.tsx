import type { ReactNode } from 'react';
import type { RulesSection } from '../../lib/rules';

// Small pictures of each part of a match, drawn in the page's own colours (currentColor and the
// accent) so they follow the edition and the colour scheme. Decorative: the text beside each says it all.
const BALL = <circle cx="0" cy="0" r="9" className="rules-drawing__ball" />;

const DRAWINGS: Record<RulesSection, ReactNode> = {
  halves: (
    <>
      <rect x="8" y="8" width="104" height="56" rx="4" className="rules-drawing__pitch" />
      <line x1="60" y1="8" x2="60" y2="64" />
      <circle cx="60" cy="36" r="10" />
      <path d="M12 70h44M64 70h44" className="rules-drawing__accent" />
    </>
  ),
  'scale-up': (
    <>
      {[1, 2, 3, 4, 5, 6, 7].flatMap((column) =>
        Array.from({ length: column }, (_, row) => <circle key={`${column}-${row}`} cx={8 + (column - 1) * 17} cy={66 - row * 9} r="3.5" className={column === 7 ? 'rules-drawing__accent-fill' : 'rules-drawing__fill'} />),
      )}
    </>
  ),
  'double-goal': (
    <>
      <path d="M10 64V14h50v50" className="rules-drawing__goal" />
      <g transform="translate(35 44)">{BALL}</g>
      <text x="74" y="50" className="rules-drawing__mark">×2</text>
    </>
  ),
  'secret-cards': (
    <>
      <rect x="30" y="12" width="34" height="50" rx="4" transform="rotate(-12 47 37)" className="rules-drawing__card" />
      <rect x="56" y="12" width="34" height="50" rx="4" transform="rotate(10 73 37)" className="rules-drawing__card rules-drawing__card--front" />
      <path d="M68 30q5-6 10 0t-5 9v4M73 49v1" className="rules-drawing__accent" />
    </>
  ),
  'presidents-penalty': (
    <>
      <path d="M20 64V24h80v40" className="rules-drawing__goal" />
      <circle cx="60" cy="56" r="2.5" className="rules-drawing__fill" />
      <path d="M46 16l5-10 9 7 9-7 5 10z" className="rules-drawing__accent-fill" />
    </>
  ),
  suspensions: (
    <>
      <rect x="22" y="14" width="28" height="40" rx="3" className="rules-drawing__yellow" />
      <circle cx="82" cy="38" r="20" />
      <path d="M82 24v14l9 6" className="rules-drawing__accent" />
    </>
  ),
  dice: (
    <>
      <rect x="38" y="14" width="44" height="44" rx="8" />
      {[[50, 26], [60, 36], [70, 46]].map(([x, y]) => <circle key={x} cx={x} cy={y} r="4" className="rules-drawing__fill" />)}
    </>
  ),
  matchball: (
    <>
      <g transform="translate(24 36)">{BALL}</g>
      {[5, 4, 3, 2, 1].map((count, step) => (
        <rect key={count} x={46 + step * 14} y={62 - count * 9} width="9" height={count * 9} rx="2" className={step === 4 ? 'rules-drawing__accent-fill' : 'rules-drawing__fill'} />
      ))}
    </>
  ),
  shootout: (
    <>
      <line x1="10" y1="8" x2="10" y2="64" strokeDasharray="4 4" />
      <path d="M96 20h18v32H96" className="rules-drawing__goal" />
      <g transform="translate(22 36)">{BALL}</g>
      <path d="M34 36h52m-8-6 8 6-8 6" className="rules-drawing__accent" />
    </>
  ),
  points: (
    <>
      {[3, 2, 1].map((points, index) => (
        <rect key={points} x={22 + index * 28} y={64 - points * 16} width="20" height={points * 16} rx="3" className={index === 0 ? 'rules-drawing__accent-fill' : 'rules-drawing__fill'} />
      ))}
    </>
  ),
};

/** The drawing of one part of the match, 120×72, hidden from screen readers. */
export function SectionDrawing({ section }: { section: RulesSection }) {
  return (
    <svg className="rules-drawing" viewBox="0 0 120 72" width="120" height="72" aria-hidden="true" focusable="false">
      {DRAWINGS[section]}
    </svg>
  );
}
