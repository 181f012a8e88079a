import type { ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/intl';
import { SpoilerBlock, type SpoilerKind } from '../reader/spoiler-block';

type HomeSectionProps = {
  id: string;
  title: string;
  /** A block that gives results away waits behind its button in spoiler-free mode. */
  spoilers?: { t: Translate; kind: SpoilerKind };
  children: ReactNode;
};

/**
 * One block of a home page, its data in place: no block waits behind a boundary that only a script
 * fills, so a crawler and a reader without script get it whole (ADR 030).
 */
export function HomeSection({ id, title, spoilers, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {spoilers ? <SpoilerBlock {...spoilers}>{children}</SpoilerBlock> : children}
    </section>
  );
}

/** The calm line a block shows when its data could not be had. */
export function SectionUnavailable({ t }: { t: Translate }) {
  return <p className="empty-state">{t('home.unavailable')}</p>;
}
