import type { TeamRef } from '../../lib/competition/types';
import type { Translate } from '../../lib/i18n/intl';
import type { PeopleLinkContext } from '../../lib/people/people-paths';
import { toFavouriteTeam } from '../../lib/reader/favourite-team';
import { FavouriteStar } from './favourite-star';

type TeamStarProps = {
  context: PeopleLinkContext;
  team: Pick<TeamRef, 'id' | 'name'>;
  t: Translate;
  /** In a list of teams the button names its team; on the team's own page "My team" is enough. */
  named?: boolean;
  className?: string;
};

/** The star that makes a team the visitor's own, with its words in the page's language. */
export function TeamStar({ context, team, t, named = false, className }: TeamStarProps) {
  return (
    <FavouriteStar
      team={toFavouriteTeam(context, team)}
      label={named ? t('reader.favourite.buttonNamed', { team: team.name }) : t('reader.favourite.button')}
      chosen={t('reader.favourite.chosen', { team: team.name })}
      released={t('reader.favourite.released', { team: team.name })}
      className={className}
    />
  );
}
