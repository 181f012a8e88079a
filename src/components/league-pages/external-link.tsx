import type { Translate } from '../../lib/i18n/intl';

type ExternalLinkProps = {
  href: string;
  className: string;
  /** What the link says. */
  label: string;
  /** What it is about, when the label alone is ambiguous in a list ("Buy tickets: Matchday 3"). */
  about?: string;
  t: Translate;
};

/**
 * A link off the site (a store, a ticket seller, a press site): a new tab without an opener or
 * referrer, and a name that says it leaves the site, for a screen reader too.
 */
export function ExternalLink({ href, className, label, about, t }: ExternalLinkProps) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer external"
      aria-label={t('pages.external', { label: about ? `${label}: ${about}` : label })}
    >
      {label}
      <span aria-hidden="true" className="external-mark">↗</span>
    </a>
  );
}
