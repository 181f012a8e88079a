// What the search index holds: one small record per thing a visitor can look for, with the words
// it is found by and what its result line shows, already in the index's language. Pure: the
// loader (load-search-documents.ts) gathers the data and hands it here.
import type { SearchKind } from '../../config/search';
import type { Match, Player, Season, Staff, Team } from '../competition/types';
import type { NewsPost } from '../cms/types';
import { fullName } from '../people';

export type SearchDocument = {
  /** Unique in an index: kind, region and the upstream id. */
  id: string;
  kind: SearchKind;
  /** The name as shown; an exact match of it ranks first. */
  name: string;
  /** Other names it is known by (short names, shirt names, a club's full name). */
  aliases: string;
  /** Further words it is found by (a match's matchday, a team's president). */
  context: string;
  /** The line under the name: team, region, position; a match's date and matchday. */
  detail: string;
  href: string;
  /** A small crest or picture. */
  image?: string;
  /** Without a picture, the club's two colours ("#rrggbb #rrggbb"), drawn as a small disc. */
  colours?: string;
  region: string;
  /** In the region's current season (or, for a story, one of its newest). */
  current: boolean;
};

/** The labels a result line is written with, in the index's language. */
export type SearchLabels = {
  regionName: string;
  role: (role: Player['role']) => string;
  president: string;
};

type Place = { region: string; labels: SearchLabels };
/** A club's colours for a result without a picture: a few bytes, where a drawn crest is a whole SVG. */
function coloursOf(team: { firstColor?: string; secondColor?: string } | undefined): string | undefined {
  const hex = (colour: string | undefined) => /^#?([0-9a-f]{6})$/i.exec(colour ?? '')?.[1];
  const first = hex(team?.firstColor);
  return first ? `#${first} #${hex(team?.secondColor) ?? first}` : undefined;
}
const join = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim()).join(' · ');
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** A player once per region: the newest season they played in gives the team and the line. */
export function playerDocument(
  player: Player, season: Season, team: Team | undefined, href: string, current: boolean, { region, labels }: Place,
): SearchDocument {
  return {
    id: `player:${region}:${player.id}`,
    kind: 'player',
    name: fullName(player),
    aliases: words(player.shortName, player.jerseyName),
    context: '',
    detail: join(team?.name, labels.regionName, labels.role(player.role), current ? undefined : season.displayName ?? season.name),
    href,
    image: player.image ?? team?.logoUrl,
    colours: player.image || team?.logoUrl ? undefined : coloursOf(team),
    region,
    current,
  };
}

export function teamDocument(team: Team, href: string, current: boolean, { region, labels }: Place): SearchDocument {
  const president = team.staffs.find((staff) => staff.role === 'president');
  return {
    id: `team:${region}:${team.id}`,
    kind: 'team',
    name: team.name,
    aliases: words(team.shortName, team.completeName),
    context: president ? fullName(president) : '',
    detail: join(labels.regionName, president && `${labels.president}: ${fullName(president)}`),
    href,
    image: team.logoUrl,
    colours: team.logoUrl ? undefined : coloursOf(team),
    region,
    current,
  };
}

export function staffDocument(staff: Staff, team: Team, href: string, current: boolean, { region, labels }: Place): SearchDocument {
  return {
    id: `staff:${region}:${staff.id}`,
    kind: 'staff',
    name: fullName(staff),
    aliases: '',
    context: '',
    detail: join(team.name, labels.regionName, staff.role === 'president' ? labels.president : undefined),
    href,
    image: staff.image ?? team.logoUrl,
    colours: staff.image || team.logoUrl ? undefined : coloursOf(team),
    region,
    current,
  };
}

export function legendDocument(player: Player, href: string, { region, labels }: Place): SearchDocument {
  return {
    id: `legend:${region}:${player.id}`,
    kind: 'legend',
    name: fullName(player),
    aliases: words(player.shortName, player.jerseyName),
    context: '',
    detail: join(labels.regionName, labels.role(player.role)),
    href,
    image: player.image,
    region,
    current: false,
  };
}

/** "Team A – Team B", found by both names in either order and by its matchday's name. */
export function matchDocument(match: Match, turnName: string, date: string, href: string, current: boolean, { region, labels }: Place): SearchDocument {
  const home = match.homeTeam?.name ?? '';
  const away = match.awayTeam?.name ?? '';
  return {
    id: `match:${region}:${match.id}`,
    kind: 'match',
    name: `${home} – ${away}`,
    aliases: words(match.homeTeam?.shortName, match.awayTeam?.shortName),
    context: turnName,
    detail: join(turnName, date, labels.regionName),
    href,
    image: match.homeTeam?.logoUrl,
    colours: match.homeTeam?.logoUrl ? undefined : coloursOf(match.homeTeam),
    region,
    current,
  };
}

export function storyDocument(post: NewsPost, date: string, href: string, current: boolean, { region, labels }: Place): SearchDocument {
  return {
    id: `story:${region}:${post.id}`,
    kind: 'story',
    name: post.title,
    aliases: '',
    context: '',
    detail: join(date, labels.regionName),
    href,
    image: post.image?.sizes?.[0]?.url ?? post.image?.url,
    region,
    current,
  };
}
