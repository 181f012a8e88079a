import type { TeamRef } from '../../lib/competition/types';
import type { Translate } from '../../lib/i18n/intl';
import type { PeopleLinkContext } from '../../lib/people/browser';
import { toFavouriteTeam } from '../../lib/reader/favourite-team';
import { StarIcon } from './star-icon';

type TeamStarProps = {
  context: PeopleLinkContext;
  team: Pick<TeamRef, 'id' | 'name'>;
  t: Translate;
  /** In a list of teams the button names its team; on the team's own page "My team" is enough. */
  named?: boolean;
  className?: string;
};

/**
 * The toggle that makes a team the visitor's own. Plain markup carrying what is stored and said:
 * the head script presses it, fills the stored team's star before the first paint, and answers it.
 */
export function TeamStar({ context, team, t, named = false, className }: TeamStarProps) {
  const favourite = toFavouriteTeam(context, team);
  return (
    <button
      type="button"
      className={`favourite-star reader-control ${className ?? ''}`}
      aria-pressed="false"
      data-star={favourite.id}
      data-team={JSON.stringify(favourite)}
      data-chosen={t('reader.favourite.chosen', { team: team.name })}
      data-released={t('reader.favourite.released', { team: team.name })}
    >
      <StarIcon className="favourite-star__icon" size={20} />
      {/* In a list the star is all that shows; its name, with the team's, is for screen readers. */}
      <span className={named ? 'visually-hidden' : 'favourite-star__label'}>
        {named ? t('reader.favourite.buttonNamed', { team: team.name }) : t('reader.favourite.button')}
      </span>
    </button>
  );
}
