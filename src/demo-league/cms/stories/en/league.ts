// English league stories: the rules explained, links to the league's channels, a partner's note.
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: string; text: string; label: string }>> = {
  youtube: { title: 'Every game of matchday {turn} in full on YouTube', text: 'The full games, the press conferences and the behind-the-scenes videos are on our YouTube channel.', label: 'YouTube' },
  instagram: { title: 'The dressing room like never before, on Instagram', text: 'Photos and stories from inside the dressing rooms every matchday.', label: 'Instagram' },
  tiktok: { title: 'The best clips of the week, on TikTok', text: 'Skills, celebrations and bloopers in under a minute.', label: 'TikTok' },
  twitch: { title: 'Watch the league live on Twitch', text: 'Every matchday is streamed live with the presidents on commentary.', label: 'Twitch' },
  store: { title: 'The new shirts are in the official store', text: 'Home and away shirts of every club, with your name and number.', label: 'Store' },
  tickets: { title: 'Tickets for the next matchdays are on sale', text: 'Be in the stands for the games that decide the split.', label: 'Tickets' },
  fantasy: { title: 'Fantasy: pick your seven before matchday {turn}', text: 'One budget, seven players in a 2-3-1 and points for every goal, assist and save.', label: 'Fantasy' },
};

export const EN_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league }) => ({
    title: `How the ${league} works: the dice, the secret weapon and the president’s penalty`,
    excerpt: 'The rules that make every game different, explained in two minutes.',
    intro: 'Seven a side, two halves of twenty minutes and no draws: a level game goes straight to a shootout.',
    body: 'On top of that come the rules that only this league has, and that can turn a game in seconds.',
    listTitle: 'The special rules',
    list: [
      'The dice: early in the second half a roll decides how many players each side keeps on the pitch for two minutes',
      'The secret weapon: each team has a card it can play once, from a penalty in its favour to a rival player off the pitch for two minutes',
      'The president’s penalty: once a game the president can take a penalty in person',
      'Double goals: in the last two minutes of each half, some goals count twice',
    ],
    quote: 'Nothing is decided until the final whistle. That is the point.',
    quoteBy: league,
    closing: 'The full rulebook is on the league’s website.',
    imageAlt: 'A referee shows the secret weapon card',
    caption: 'The secret weapon card, one of the league’s own rules.',
    label: 'Rules',
  }),

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title.replace('{turn}', String(turn)),
      excerpt: text.text,
      intro: text.text,
      body: `Follow the ${league} wherever you are.`,
      listTitle: 'What you will find',
      list: ['Exclusive content', 'News first', 'Everything about your club'],
      quote: 'The league is played on the pitch and lived online.',
      quoteBy: league,
      closing: 'The link opens on the league’s official channel.',
      imageAlt: `${league} on ${text.label}`,
      caption: `${league} on ${text.label}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `A partner’s note for matchday ${turn}`,
    excerpt: 'Text sent in by one of the league’s partners.',
    intro: 'This text comes from a partner’s portal and is published as it was sent.',
    body: `${team.name} fans can enter a ticket draw during matchday ${turn}.`,
    listTitle: 'How to enter',
    list: ['Sign up on the partner’s site', 'Answer the question of the day', 'Check the result on Monday'],
    quote: 'We want to bring the league closer to every fan.',
    quoteBy: team.name,
    closing: 'The full terms of the draw are on the partner’s site.',
    imageAlt: 'Fans in the stands',
    caption: 'A full house on matchday.',
    label: 'Partner',
  }),
};
