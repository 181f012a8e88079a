// What an article shows around its story: the stories before and after it, three more from its
// category, and the teams and players the CMS tagged, linked to their pages.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { NEWS } from '../../config/news';
import type { NewsPost } from '../cms/types';
import type { PageData } from '../page/page-types';
import { loadRegionPlayers, playerPagePath, teamPagePath, fullName } from '../people';

export type NamedLink = { id: number; name: string; href: string };

export type ArticleContext = {
  /** The newer story. */
  previous?: NewsPost;
  /** The older story. */
  next?: NewsPost;
  related: readonly NewsPost[];
  teams: readonly NamedLink[];
  players: readonly NamedLink[];
};

/** Stories read around an article: enough to find its neighbours in most regions' recent news. */
const NEIGHBOURHOOD = 50;

type ContextOptions = { edition: Edition; region: Region; lang: LocaleCode };

async function loadTagged(data: PageData, post: NewsPost, { edition, region, lang }: ContextOptions) {
  const links = { lang, edition: edition.id, region };
  const [teams, squads] = await Promise.all([
    Promise.all(post.teamIds.map((id) => data.competition.getTeam(id).catch(() => undefined))),
    post.playerIds.length > 0 ? loadRegionPlayers(data.competition, region, { genders: edition.genders, lang }) : undefined,
  ]);
  const teamLinks = teams.flatMap((team) =>
    team && !team.isPlaceholder && (edition.genders as readonly string[]).includes(team.gender)
      ? [{ id: team.id, name: team.name, href: teamPagePath(links, team) }]
      : [],
  );
  const players = squads?.players ?? [];
  const playerLinks = post.playerIds.flatMap((id) => {
    const player = players.find((candidate) => candidate.id === id);
    return player ? [{ id, name: fullName(player), href: playerPagePath(links, player) }] : [];
  });
  return { teams: teamLinks, players: playerLinks };
}

export async function loadArticleContext(data: PageData, post: NewsPost, options: ContextOptions): Promise<ArticleContext> {
  const { region, lang } = options;
  const featured = post.categories.includes(region.cmsCategories.featured);
  const [recent, sameCategory, tagged] = await Promise.all([
    data.cms.getNewsPage(region, { lang, perPage: NEIGHBOURHOOD }),
    featured ? data.cms.getNewsPage(region, { category: 'featured', lang, perPage: NEWS.relatedSize + 3 }) : undefined,
    loadTagged(data, post, options),
  ]);
  const index = recent.posts.findIndex((candidate) => candidate.id === post.id);
  const previous = index > 0 ? recent.posts[index - 1] : undefined;
  const next = index >= 0 ? recent.posts[index + 1] : undefined;
  const shown = new Set([post.id, previous?.id, next?.id]);
  const pool = [...(sameCategory?.posts ?? []), ...recent.posts.slice(Math.max(index, 0))];
  const related: NewsPost[] = [];
  for (const candidate of pool) {
    if (related.length >= NEWS.relatedSize) break;
    if (shown.has(candidate.id)) continue;
    shown.add(candidate.id);
    related.push(candidate);
  }
  return { previous, next, related, ...tagged };
}
