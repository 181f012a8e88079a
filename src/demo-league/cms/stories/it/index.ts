// Il frasario italiano.
import type { Phrasebook } from '../types';
import { IT_CLUB } from './club';
import { IT_LEAGUE } from './league';
import { IT_MATCHES } from './matches';

export const IT: Phrasebook = {
  authors: ['Giulia Ferretti', 'Marco Bellini', 'Chiara Esposito'],
  words: {
    video: 'Gli highlights',
    partnerLink: 'Scopri la promozione dello sponsor',
    openLink: 'Apri il link',
    credit: (league) => `Foto: ${league}`,
    kinds: {
      report: 'Cronaca', preview: 'Presentazione', highlights: 'Video', swap: 'Mercato', loan: 'Mercato', signing: 'Acquisto',
      draft: 'Draft', steal: 'Draft', president: 'Intervista', rules: 'Regolamento', external: 'Seguici', partner: 'Sponsor',
    },
  },
  stories: { ...IT_MATCHES, ...IT_CLUB, ...IT_LEAGUE },
};
