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
] as const;

export const EXTERNAL_LINKS = {
  fantasy: 'https://fantasy.kingsleague.pro/',
  scorePrediction: 'https://pronostici.kingsleague.pro/',
  careers: 'https://careers.kingsleague.pro/',
  // The application forms of the open draft sign-ups (src/config/draft-sign-up.ts).
  tryoutsItalia: 'https://tryouts.kingsleague.pro/italia',
  draftSignUpKings: 'https://draft.kingsleague.pro/espana',
  draftSignUpQueens: 'https://draft.queensleague.pro/espana',
} as const satisfies Record<string, string>;
