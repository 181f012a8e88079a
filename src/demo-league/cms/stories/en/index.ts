// The English phrasebook.
import type { Phrasebook } from '../types';
import { EN_CLUB } from './club';
import { EN_LEAGUE } from './league';
import { EN_MATCHES } from './matches';

export const EN: Phrasebook = {
  authors: ['Hannah Clarke', 'Owen Fletcher', 'Priya Raman'],
  words: {
    video: 'Video highlights',
    partnerLink: 'See the partner’s offer',
    openLink: 'Open the link',
    credit: (league) => `Photo: ${league}`,
    kinds: {
      report: 'Report', preview: 'Preview', highlights: 'Video', swap: 'Transfers', loan: 'Transfers', signing: 'Signing',
      draft: 'Draft', steal: 'Draft', president: 'Interview', rules: 'Rules', external: 'Follow us', partner: 'Partners',
    },
  },
  stories: { ...EN_MATCHES, ...EN_CLUB, ...EN_LEAGUE },
};
