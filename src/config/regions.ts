// Every region of each edition (sections 1 and 3); the menus, routes and data clients read this table.
import type { EditionId } from './editions';
import type { LocaleCode } from './locales';

export const SOCIAL_NETWORKS = [
  'youtube',
  'twitch',
  'twitter',
  'instagram',
  'tiktok',
  'discord',
  'facebook',
  'kick',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type Region = {
  id: number;
  apiId: number;
  competitionId: readonly number[];
  name: string;
  slug: string;
  navVisible: boolean;
  storeUrl: string;
  timeZone: string;
  cmsKey: string;
  social: readonly { name: SocialNetwork; url: string }[];
  footerLogo: { src: string; alt: string; width: number; height: number };
  ogImage: string;
  leagueTitle: string;
  ticketsUrl?: string;
  ecalWidgetId?: string;
  cmsCategories: { general: number; featured: number; external: number };
  /** The language the region's own news is written in; the news menu entry appears only there. */
  newsLanguages: readonly LocaleCode[];
};

type RegionSeed = Omit<Region, 'footerLogo' | 'ogImage' | 'social' | 'storeUrl' | 'cmsKey'> & {
  handle: string;
};

// Social accounts follow one naming scheme per league handle; only the networks a league uses are listed.
function socialFor(handle: string, networks: readonly SocialNetwork[]): Region['social'] {
  const base: Record<SocialNetwork, string> = {
    youtube: `https://www.youtube.com/@${handle}`,
    twitch: `https://www.twitch.tv/${handle}`,
    twitter: `https://x.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}/`,
    tiktok: `https://www.tiktok.com/@${handle}`,
    discord: `https://discord.gg/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
    kick: `https://kick.com/${handle}`,
  };
  return networks.map((name) => ({ name, url: base[name] }));
}

const ALL_NETWORKS = SOCIAL_NETWORKS;
const CORE_NETWORKS = ['youtube', 'twitch', 'twitter', 'instagram', 'tiktok'] as const;

function complete(edition: EditionId, seed: RegionSeed, networks: readonly SocialNetwork[]): Region {
  const { handle, ...region } = seed;
  const domain = edition === 'kings' ? 'kingsleague.pro' : 'queensleague.pro';
  return {
    ...region,
    storeUrl: `https://store.${domain}/${seed.slug}`,
    cmsKey: `https://cms.${domain}/${seed.slug}`,
    social: socialFor(handle, networks),
    footerLogo: {
      src: `/img/footer/${edition}-${seed.slug}.svg`,
      alt: seed.leagueTitle,
      width: 200,
      height: 60,
    },
    ogImage: `/img/og/${edition}-${seed.slug}.jpg`,
  };
}

const KINGS_REGIONS: readonly Region[] = [
  complete('kings', {
    id: 1, apiId: 13, competitionId: [3, 6], name: 'Spain', slug: 'espana', navVisible: true,
    timeZone: 'Europe/Madrid', leagueTitle: 'Kings League Spain', handle: 'kingsleague',
    ticketsUrl: 'https://tickets.kingsleague.pro/espana', ecalWidgetId: 'kl-espana',
    cmsCategories: { general: 16, featured: 21, external: 8 }, newsLanguages: ['es'],
  }, ALL_NETWORKS),
  complete('kings', {
    id: 2, apiId: 57, competitionId: [5], name: 'Mexico', slug: 'americas', navVisible: true,
    timeZone: 'America/Mexico_City', leagueTitle: 'Kings League Americas', handle: 'kingsleagueamericas',
    // Not given by the specification: chosen beside the women's Mexico categories.
    cmsCategories: { general: 124, featured: 130, external: 129 }, newsLanguages: ['es'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 4, apiId: 1, competitionId: [10], name: 'Italy', slug: 'italia', navVisible: true,
    timeZone: 'Europe/Rome', leagueTitle: 'Kings League Italia', handle: 'kingsleagueitalia',
    cmsCategories: { general: 198, featured: 199, external: 200 }, newsLanguages: ['it'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 6, apiId: 17, competitionId: [17], name: 'Brazil', slug: 'brazil', navVisible: true,
    timeZone: 'America/Sao_Paulo', leagueTitle: 'Kings League Brazil', handle: 'kingsleaguebrazil',
    cmsCategories: { general: 239, featured: 240, external: 241 }, newsLanguages: ['pt'],
  }, [...CORE_NETWORKS, 'kick']),
  complete('kings', {
    id: 8, apiId: 10, competitionId: [21], name: 'France', slug: 'france', navVisible: true,
    timeZone: 'Europe/Paris', leagueTitle: 'Kings League France', handle: 'kingsleaguefrance',
    cmsCategories: { general: 268, featured: 269, external: 270 }, newsLanguages: ['fr'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 9, apiId: 25, competitionId: [11], name: 'Germany', slug: 'germany', navVisible: true,
    timeZone: 'Europe/Berlin', leagueTitle: 'Kings League Germany', handle: 'kingsleaguegermany',
    cmsCategories: { general: 300, featured: 302, external: 301 }, newsLanguages: ['de'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 10, apiId: 208, competitionId: [26], name: 'MENA', slug: 'mena', navVisible: true,
    timeZone: 'UTC', leagueTitle: 'Kings League MENA', handle: 'kingsleaguemena',
    cmsCategories: { general: 526, featured: 527, external: 528 }, newsLanguages: ['ar'],
  }, [...CORE_NETWORKS, 'facebook']),
  complete('kings', {
    id: 3, apiId: 204, competitionId: [8, 9], name: 'club world cup', slug: 'world-cup', navVisible: true,
    timeZone: 'UTC', leagueTitle: 'Kings World Cup Clubs', handle: 'kingsworldcup',
    cmsCategories: { general: 142, featured: 143, external: 8 }, newsLanguages: ['es', 'en'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 5, apiId: 204, competitionId: [18], name: 'nations world cup', slug: 'kwc-nations', navVisible: true,
    timeZone: 'UTC', leagueTitle: 'Kings World Cup Nations', handle: 'kingsworldcup',
    cmsCategories: { general: 208, featured: 209, external: 8 }, newsLanguages: ['es', 'en'],
  }, CORE_NETWORKS),
  complete('kings', {
    id: 7, apiId: 204, competitionId: [0], name: 'hidden from navigation', slug: 'king-of-kings',
    navVisible: false, timeZone: 'Europe/Rome', leagueTitle: 'King of Kings', handle: 'kingsleague',
    // Not given by the specification: the world cup clubs' categories serve it.
    cmsCategories: { general: 142, featured: 143, external: 8 }, newsLanguages: [],
  }, CORE_NETWORKS),
];

const QUEENS_REGIONS: readonly Region[] = [
  complete('queens', {
    id: 1, apiId: 13, competitionId: [4, 6], name: 'Spain', slug: 'espana', navVisible: true,
    timeZone: 'Europe/Madrid', leagueTitle: 'Queens League Spain', handle: 'queensleague',
    ticketsUrl: 'https://tickets.queensleague.pro/espana',
    cmsCategories: { general: 17, featured: 22, external: 18 }, newsLanguages: ['es'],
  }, ALL_NETWORKS),
  complete('queens', {
    id: 2, apiId: 57, competitionId: [12], name: 'Mexico', slug: 'americas', navVisible: true,
    timeZone: 'America/Mexico_City', leagueTitle: 'Queens League Americas', handle: 'queensleagueamericas',
    cmsCategories: { general: 125, featured: 131, external: 132 }, newsLanguages: ['es'],
  }, CORE_NETWORKS),
];

export const REGIONS_BY_EDITION: Readonly<Record<EditionId, readonly Region[]>> = {
  kings: KINGS_REGIONS,
  queens: QUEENS_REGIONS,
};

export function getRegions(edition: EditionId): readonly Region[] {
  return REGIONS_BY_EDITION[edition];
}

export function findRegion(edition: EditionId, slug: string): Region | undefined {
  return REGIONS_BY_EDITION[edition].find((region) => region.slug === slug);
}
