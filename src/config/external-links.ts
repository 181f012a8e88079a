/**
 * The hosts an outside link may reach: a list (each host with its subdomains), or any named host
 * on the public web (a domain name, not an address or a single-label name such as `localhost`).
 */
export type ExternalHosts = readonly string[] | 'any-named-host';

// Sites outside this one that pages may link to; any other destination is refused (section 8).
export const ALLOWED_EXTERNAL_HOSTS = [
  'kingsleague.pro',
  'queensleague.pro',
  'youtube.com',
  'twitch.tv',
  'x.com',
  'instagram.com',
  'tiktok.com',
  'discord.gg',
  'facebook.com',
  'kick.com',
] as const satisfies ExternalHosts;

// The "elsewhere" shelf sends readers to the outlet that ran a story (marca.com, as.com, a club's
// site): filing a story there is the newsroom's choice, so any named https host is let through
// (ADR 059). Schemes, credentials and plain http are still refused.
export const ELSEWHERE_SHELF_HOSTS = 'any-named-host' as const satisfies ExternalHosts;

export const EXTERNAL_LINKS = {
  fantasy: 'https://fantasy.kingsleague.pro/',
  scorePrediction: 'https://pronostici.kingsleague.pro/',
  careers: 'https://careers.kingsleague.pro/',
  // The application forms of the open draft sign-ups (src/config/draft-sign-up.ts).
  tryoutsItalia: 'https://tryouts.kingsleague.pro/italia',
  draftSignUpKings: 'https://draft.kingsleague.pro/espana',
  draftSignUpQueens: 'https://draft.queensleague.pro/espana',
} as const satisfies Record<string, string>;
