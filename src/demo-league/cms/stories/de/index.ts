// Das deutsche Sprachbuch.
import type { Phrasebook } from '../types';
import { DE_CLUB } from './club';
import { DE_LEAGUE } from './league';
import { DE_MATCHES } from './matches';

export const DE: Phrasebook = {
  authors: ['Lena Hartmann', 'Felix Brandt', 'Miriam Kessler'],
  words: {
    video: 'Die Highlights',
    partnerLink: 'Zum Angebot des Partners',
    openLink: 'Link öffnen',
    credit: (league) => `Foto: ${league}`,
    kinds: {
      report: 'Spielbericht', preview: 'Vorschau', highlights: 'Video', swap: 'Transfers', loan: 'Transfers', signing: 'Neuzugang',
      draft: 'Draft', steal: 'Draft', president: 'Interview', rules: 'Regeln', external: 'Folge uns', partner: 'Partner',
    },
  },
  stories: { ...DE_MATCHES, ...DE_CLUB, ...DE_LEAGUE },
};
