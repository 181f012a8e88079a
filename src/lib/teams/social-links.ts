// A team's accounts (section 3's networks that teams carry) as links that are safe to follow.
import type { TeamSocial } from '../competition/types';
import { toSafeExternalUrl } from '../navigation/safe-url';

export type TeamNetwork = keyof TeamSocial;
export type TeamSocialLink = { network: TeamNetwork; href: string };

/** Section 3's order of networks, and each one's profile address for a bare handle. */
const PROFILE_URLS = {
  youtube: (handle: string) => `https://www.youtube.com/@${handle}`,
  twitch: (handle: string) => `https://www.twitch.tv/${handle}`,
  instagram: (handle: string) => `https://www.instagram.com/${handle}/`,
  tiktok: (handle: string) => `https://www.tiktok.com/@${handle}`,
} as const satisfies Record<TeamNetwork, (handle: string) => string>;

const HOSTS: Readonly<Record<TeamNetwork, string>> = {
  youtube: 'youtube.com', twitch: 'twitch.tv', instagram: 'instagram.com', tiktok: 'tiktok.com',
};

const HANDLE = /^@?([A-Za-z0-9._-]{1,64})$/;

/**
 * The upstream writes either a full address or a bare handle. An address must lead to its own
 * network over https (section 8's guard); a handle becomes the network's profile address.
 */
function toHref(network: TeamNetwork, value: string): string | undefined {
  const text = value.trim();
  const handle = text.includes('/') ? undefined : HANDLE.exec(text)?.[1];
  if (handle) return toSafeExternalUrl(PROFILE_URLS[network](handle), [HOSTS[network]]);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return toSafeExternalUrl(withScheme, [HOSTS[network]]);
}

export function toTeamSocialLinks(social: TeamSocial): TeamSocialLink[] {
  return (Object.keys(PROFILE_URLS) as TeamNetwork[]).flatMap((network) => {
    const value = social[network];
    const href = value ? toHref(network, value) : undefined;
    return href ? [{ network, href }] : [];
  });
}
