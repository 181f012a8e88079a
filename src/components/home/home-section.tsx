import { Suspense, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/intl';
import { SpoilerBlock, type SpoilerKind } from '../reader/spoiler-block';

type HomeSectionProps = {
  id: string;
  title: string;
  /** The room kept while the data streams in: a table's or list's height, or a line's. */
  placeholder?: 'block' | 'short';
  /** False for a block of the first screen: it comes with the page rather than pushing it down later. */
  stream?: boolean;
  /**
   * A block that gives results away waits behind its button in spoiler-free mode. The button comes
   * with the page, around the streamed part, so what streams in later moves nothing.
   */
  spoilers?: { t: Translate; kind: SpoilerKind };
  children: ReactNode;
};

/**
 * One block of a home page: its heading arrives with the page, its data streams in after, so a
 * slow call delays only its own block and nothing below it jumps (ADR 011).
 */
export function HomeSection({ id, title, placeholder = 'block', stream = true, spoilers, children }: HomeSectionProps) {
  const fallback = <div className={`section-placeholder section-placeholder--${placeholder}`} aria-busy="true" />;
  const content = stream ? <Suspense fallback={fallback}>{children}</Suspense> : children;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {spoilers ? <SpoilerBlock {...spoilers}>{content}</SpoilerBlock> : content}
    </section>
  );
}

/** The calm line a block shows when its data could not be had. */
export function SectionUnavailable({ t }: { t: Translate }) {
  return <p className="empty-state">{t('home.unavailable')}</p>;
}
