// Whom to write to at the league, by purpose, for every region of each edition: the contact page lists them and the media accreditation page applies through them.
import type { EditionId } from './editions';
import { EXTERNAL_LINKS } from './external-links';

export const CONTACT_PURPOSES = ['fans', 'press', 'partners', 'careers'] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];

type RegionChannels = {
  /** Fan service: tickets, the store, the venue, anything else. */
  fans: string;
  /** The press office; accreditations are applied for through the form, this address is the fallback. */
  press: string;
  /** Where a journalist applies for a matchday (the league's press site). */
  accreditationForm: string;
};

type EditionChannels = {
  /** Brands and sponsors, one team for every league of the edition. */
  partners: string;
  careers: { email: string; site: string };
  regions: Readonly<Record<string, RegionChannels>>;
};

const kings = (slug: string): RegionChannels => ({
  fans: `fans.${slug}@kingsleague.pro`,
  press: `press.${slug}@kingsleague.pro`,
  accreditationForm: `https://press.kingsleague.pro/${slug}`,
});
const queens = (slug: string): RegionChannels => ({
  fans: `fans.${slug}@queensleague.pro`,
  press: `press.${slug}@queensleague.pro`,
  accreditationForm: `https://press.queensleague.pro/${slug}`,
});

export const CONTACT_CHANNELS = {
  kings: {
    partners: 'partners@kingsleague.pro',
    careers: { email: 'careers@kingsleague.pro', site: EXTERNAL_LINKS.careers },
    regions: {
      espana: kings('espana'),
      americas: kings('americas'),
      italia: kings('italia'),
      brazil: kings('brazil'),
      france: kings('france'),
      germany: kings('germany'),
      mena: kings('mena'),
      // The two world cups and the King of Kings share one organising team and one press office.
      'world-cup': kings('worldcup'),
      'kwc-nations': kings('worldcup'),
      'king-of-kings': kings('worldcup'),
    },
  },
  queens: {
    partners: 'partners@queensleague.pro',
    careers: { email: 'careers@queensleague.pro', site: EXTERNAL_LINKS.careers },
    regions: {
      espana: queens('espana'),
      americas: queens('americas'),
    },
  },
} as const satisfies Record<EditionId, EditionChannels>;

/** The region's channels, or undefined for a region the table does not know (its tests say none is missing). */
export function getRegionChannels(edition: EditionId, regionSlug: string): RegionChannels | undefined {
  const regions: Readonly<Record<string, RegionChannels>> = CONTACT_CHANNELS[edition].regions;
  return Object.hasOwn(regions, regionSlug) ? regions[regionSlug] : undefined;
}
