import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from '../lib/navigation/safe-url';
import { CONTACT_CHANNELS, getRegionChannels } from './contact-channels';
import { EDITIONS, EDITION_IDS } from './editions';
import { getRegions } from './regions';

const EMAIL = /^[a-z0-9.-]+@([a-z0-9.-]+)$/;

describe('the contact channels table', () => {
  it.each(EDITION_IDS)('gives every %s region its fan, press and accreditation channels', (edition) => {
    for (const region of getRegions(edition)) {
      expect(getRegionChannels(edition, region.slug), region.slug).toBeDefined();
    }
    expect(Object.keys(CONTACT_CHANNELS[edition].regions).sort()).toEqual(getRegions(edition).map((region) => region.slug).sort());
  });

  it.each(EDITION_IDS)('writes every %s address on the edition’s own domain', (edition) => {
    const domain = new URL(EDITIONS[edition].domain).hostname;
    const { partners, careers, regions } = CONTACT_CHANNELS[edition];
    const addresses = [partners, careers.email, ...Object.values(regions).flatMap((channels) => [channels.fans, channels.press])];
    for (const address of addresses) expect(EMAIL.exec(address)?.[1], address).toBe(domain);
  });

  it.each(EDITION_IDS)('links the %s accreditation forms and careers site through the external-link guard', (edition) => {
    const { careers, regions } = CONTACT_CHANNELS[edition];
    for (const url of [careers.site, ...Object.values(regions).map((channels) => channels.accreditationForm)]) {
      expect(toSafeExternalUrl(url), url).toBe(url);
    }
  });

  it('knows no region of another edition', () => {
    expect(getRegionChannels('queens', 'italia')).toBeUndefined();
    expect(getRegionChannels('kings', 'constructor')).toBeUndefined();
  });
});
