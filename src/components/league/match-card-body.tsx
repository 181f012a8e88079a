import type { ReactNode } from 'react';

type MatchCardBodyProps = {
  /** The block's class; the link adds `{block}__link`. */
  block: string;
  href?: string;
  /** The match's `data-fav`: the card paints over its list item, so the tint goes on the card. */
  favourite?: string;
  children: ReactNode;
};

/** A match card's face: one link to the match page where it has one, else a plain block. */
export function MatchCardBody({ block, href, favourite, children }: MatchCardBodyProps) {
  return href ? (
    <a className={`${block}__body ${block}__link`} href={href} data-fav={favourite}>
      {children}
    </a>
  ) : (
    <div className={`${block}__body`} data-fav={favourite}>
      {children}
    </div>
  );
}
