import type { Season } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';

type SeasonPickerProps = { seasons: readonly Season[]; currentId?: number; hrefOf: (season: Season) => string; t: Translate };

/** The team's seasons as plain links (`?season=`): no script, and every season is crawlable. */
export function SeasonPicker({ seasons, currentId, hrefOf, t }: SeasonPickerProps) {
  if (seasons.length < 2) return null;
  return (
    <nav className="season-picker" aria-label={t('teams.seasons.label')}>
      <ul>
        {seasons.map((season) => (
          <li key={season.id}>
            <a href={hrefOf(season)} aria-current={season.id === currentId ? 'page' : undefined} data-season-id={season.id}>
              {season.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
