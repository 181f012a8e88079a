import { formatPlacement, type LegendEntry } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { schemeColourStyle } from '../scheme-colour-style';

/** What a legend colour means, in words: its name where the season gives one, and the places. */
export function describeLegendEntry(entry: LegendEntry, t: Translate): string {
  const placement = formatPlacement(entry.placement);
  return entry.name ? t('tables.legend.named', { name: entry.name, placement }) : t('tables.legend.positions', { placement });
}

/** What the coloured bars at the start of the rows mean, from the season's metaInformation. */
export function PositionLegend({ entries, t }: { entries: readonly LegendEntry[]; t: Translate }) {
  if (entries.length === 0) return null;
  return (
    <div className="position-legend">
      <p className="position-legend__heading">{t('tables.legend.heading')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.color}-${entry.placement}`}>
            <span className="position-legend__swatch" style={schemeColourStyle('mark', entry.color, 'graphic')} aria-hidden="true" />
            {describeLegendEntry(entry, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}
