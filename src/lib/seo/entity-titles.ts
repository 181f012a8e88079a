// Pages about one thing (a match, a team, a player) are titled with its name, the way a visitor
// searches for it, rather than with their route's generic title. The name comes from the entity
// the route guard loaded, so the head waits for nothing.
import type { Translate } from '../i18n/intl';
import type { PageEntity } from '../page/page-entity';
import { fullName } from '../people';

export function entityTitle(entity: PageEntity, t: Translate): string | undefined {
  switch (entity.kind) {
    case 'team':
      return entity.team.name;
    case 'player':
      return fullName(entity.found.player);
    case 'post':
      return entity.post.title;
    case 'newsList':
      return undefined;
    case 'simulator':
      return entity.shared?.title;
    case 'match': {
      const { homeTeam, awayTeam } = entity.found.match;
      return homeTeam && awayTeam ? t('match.versus', { home: homeTeam.name, away: awayTeam.name }) : undefined;
    }
  }
}
