import type { CSSProperties } from 'react';
import { toHitColourPair, type SearchHit } from '../../lib/search';

/** The club's two colours as the disc's custom properties. */
function toHitColours(colours: string | undefined): CSSProperties | undefined {
  const pair = toHitColourPair(colours);
  return pair && ({ '--hit-first': pair[0], '--hit-second': pair[1] } as CSSProperties);
}

/**
 * One result: a small crest or picture, the name, and what it is and where. The suggestions under
 * the header's box draw the same markup in the browser (enhance-site-search.ts).
 */
export function SearchHitLink({ hit, detail }: { hit: SearchHit; detail: string }) {
  return (
    <a className="search-hit" href={hit.href}>
      {hit.image ? <img className="search-hit__image" src={hit.image} alt="" width={32} height={32} loading="lazy" /> : <span className="search-hit__image search-hit__image--colours" style={toHitColours(hit.colours)} />}
      <span className="search-hit__text">
        <span className="search-hit__name">{hit.name}</span>
        <span className="search-hit__detail">{detail}</span>
      </span>
    </a>
  );
}
