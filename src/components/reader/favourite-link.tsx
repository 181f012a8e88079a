import type { ShellProps } from '../../lib/page/page-types';
import { buildPath, routeExistsIn } from '../../lib/routing/build-path';
import { StarIcon } from './star-icon';

// Filled in by the head script: the words of the address are this language's, the team is the visitor's.
const TEAM_PATTERN = { team: 'TEAM', teamName: 'SLUG' } as const;

function patterns({ lang }: ShellProps) {
  const league = routeExistsIn('team', lang) ? buildPath('team', lang, TEAM_PATTERN) : undefined;
  const regional = routeExistsIn('regionTeam', lang) ? buildPath('regionTeam', lang, { region: 'REGION', ...TEAM_PATTERN }) : undefined;
  return { league, regional };
}

/**
 * The header's way to the visitor's team. Hidden until a team is chosen; FillFavouriteLinks
 * points it at the team's page and names it ("My team: …") before the header is painted, so
 * nothing moves. On a phone it is the star alone; the name shows where the header has room.
 */
export function FavouriteLink(shell: ShellProps) {
  const { league, regional } = patterns(shell);
  if (!league && !regional) return null;
  return (
    <a
      className="favourite-link"
      data-favourite-link
      data-label={shell.t('reader.favourite.headerLink')}
      data-league-href={league}
      data-region-href={regional}
      href={buildPath('home', shell.lang)}
    >
      <StarIcon className="favourite-link__icon" size={18} />
    </a>
  );
}

/**
 * Points the header's favourite link at the team before the header is painted. After the whole
 * bar, not beside the link: a script is a point where the browser may paint, and a bar painted
 * half-built would move when the rest of it arrives.
 */
export function FillFavouriteLinks() {
  return <script dangerouslySetInnerHTML={{ __html: 'window.klReaderPrefs&&klReaderPrefs.apply()' }} />;
}
