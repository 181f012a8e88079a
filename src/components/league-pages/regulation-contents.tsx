import type { Translate } from '../../lib/i18n/intl';

export type ContentsEntry = { id: string; title: string };

/**
 * The regulation's table of contents, drawn from the headings themselves: folded on a phone so
 * the rules start on the first screen, always open beside the text on a wide one (CSS only).
 */
export function RegulationContents({ entries, headingId, t }: { entries: readonly ContentsEntry[]; headingId: string; t: Translate }) {
  return (
    <nav className="reg-contents" aria-labelledby={headingId}>
      <details className="reg-contents__toggle">
        <summary id={headingId} className="reg-contents__heading">{t('pages.regulation.contents')}</summary>
        <ol className="reg-contents__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
