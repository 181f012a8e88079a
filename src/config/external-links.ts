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
} as const satisfies Record<string, string>;
