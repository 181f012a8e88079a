// The contact page's channels for a region, and the stores page's list: addresses from the typed
// tables, pages of this site only where they exist, outside links only through the guard.
import { CONTACT_CHANNELS, getRegionChannels, type ContactPurpose } from '../../config/contact-channels';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import { pathIfAvailable } from '../navigation/resolve-menu';
import { toSafeExternalUrl } from '../navigation/safe-url';

export type ChannelLink = { kind: 'faqs' | 'accreditation' | 'careers'; href: string; external: boolean };
export type ContactChannel = { purpose: ContactPurpose; email: string; links: ChannelLink[] };

type Context = { edition: EditionId; lang: LocaleCode; region: Region };

function internal(kind: 'faqs' | 'accreditation', routeId: 'faqs' | 'mediaAccreditation', context: Context): ChannelLink[] {
  const href = pathIfAvailable(routeId, context);
  return href ? [{ kind, href, external: false }] : [];
}

/** Fans, press, partners and careers, in that order; a purpose without an address is left out. */
export function listContactChannels(context: Context): ContactChannel[] {
  const { edition, region } = context;
  const regional = getRegionChannels(edition, region.slug);
  const { partners, careers } = CONTACT_CHANNELS[edition];
  const careersSite = toSafeExternalUrl(careers.site);
  const channels: (ContactChannel | undefined)[] = [
    regional && { purpose: 'fans', email: regional.fans, links: internal('faqs', 'faqs', context) },
    regional && { purpose: 'press', email: regional.press, links: internal('accreditation', 'mediaAccreditation', context) },
    { purpose: 'partners', email: partners, links: [] },
    { purpose: 'careers', email: careers.email, links: careersSite ? [{ kind: 'careers', href: careersSite, external: true }] : [] },
  ];
  return channels.filter((channel): channel is ContactChannel => channel !== undefined);
}

/** Where a journalist applies: the league's form where the guard allows it, else an email to the press office. */
export function getAccreditationApply(edition: EditionId, region: Region): { form?: string; email?: string } {
  const channels = getRegionChannels(edition, region.slug);
  if (!channels) return {};
  const form = toSafeExternalUrl(channels.accreditationForm);
  return form ? { form, email: channels.press } : { email: channels.press };
}

export type StoreEntry = { region: Region; href: string };

/** Every league of the edition a visitor can pick, with its store, in the regions table's order. */
export function listStores(edition: EditionId): StoreEntry[] {
  return getRegions(edition).flatMap((region) => {
    const href = region.navVisible ? toSafeExternalUrl(region.storeUrl) : undefined;
    return href ? [{ region, href }] : [];
  });
}

/** A mailto: link with a subject line, encoded as mail clients expect. */
export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
