// The two web contexts (section 1): who plays, what the site is called, where it lives.
export const EDITIONS = {
  kings: {
    id: 'kings',
    genders: ['male', 'both'],
    shareImage: '/img/generic-og-kl.jpg',
    siteTitle: 'Kings League',
    domain: 'https://kingsleague.pro',
    logo: '/img/logo-kings.svg',
    logoWidth: 126,
    favicon: '/img/favicon-kings.svg',
    themeColor: '#0b0f1a',
  },
  queens: {
    id: 'queens',
    genders: ['female', 'both'],
    shareImage: '/img/generic-og-ql.jpg',
    siteTitle: 'Queens League',
    domain: 'https://queensleague.pro',
    logo: '/img/logo-queens.svg',
    logoWidth: 147,
    favicon: '/img/favicon-queens.svg',
    themeColor: '#2a0b2e',
  },
} as const satisfies Record<
  string,
  {
    id: string;
    genders: readonly ('male' | 'female' | 'both')[];
    shareImage: string;
    siteTitle: string;
    domain: string;
    logo: string;
    logoWidth: number;
    favicon: string;
    themeColor: string;
  }
>;

export type EditionId = keyof typeof EDITIONS;
export type Edition = (typeof EDITIONS)[EditionId];
export type Gender = Edition['genders'][number];

export const EDITION_IDS = Object.keys(EDITIONS) as EditionId[];

export function isEditionId(value: string): value is EditionId {
  return Object.hasOwn(EDITIONS, value);
}

/** Section 8: asking for an edition that does not exist is a programming error, not a 404. */
export function getEdition(id: string): Edition {
  if (!isEditionId(id)) throw new Error('Wrong webContext param');
  return EDITIONS[id];
}
