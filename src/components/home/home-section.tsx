import { Suspense, type ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/intl';

type HomeSectionProps = {
  id: string;
  title: string;
  /** The room kept while the data streams in: a table's or list's height, or a line's. */
  placeholder?: 'block' | 'short';
  children: ReactNode;
};

/**
 * One block of a home page: its heading arrives with the page, its data streams in after, so a
 * slow call delays only its own block and nothing below it jumps (ADR 011).
 */
export function HomeSection({ id, title, placeholder = 'block', children }: HomeSectionProps) {
  const fallback = <div className={`section-placeholder section-placeholder--${placeholder}`} aria-busy="true" />;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={fallback}>{children}</Suspense>
    </section>
  );
}

/** The calm line a block shows when its data could not be had. */
export function SectionUnavailable({ t }: { t: Translate }) {
  return <p className="empty-state">{t('home.unavailable')}</p>;
}
