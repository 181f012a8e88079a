// Le lexique français.
import type { Phrasebook } from '../types';
import { FR_CLUB } from './club';
import { FR_LEAGUE } from './league';
import { FR_MATCHES } from './matches';

export const FR: Phrasebook = {
  authors: ['Camille Laurent', 'Julien Mercier', 'Inès Bouvier'],
  words: {
    video: 'Le résumé vidéo',
    partnerLink: 'Découvrir l’offre du partenaire',
    openLink: 'Ouvrir le lien',
    credit: (league) => `Photo : ${league}`,
    kinds: {
      report: 'Résumé', preview: 'Avant-match', highlights: 'Vidéo', swap: 'Mercato', loan: 'Mercato', signing: 'Recrue',
      draft: 'Draft', steal: 'Draft', president: 'Entretien', rules: 'Règlement', external: 'Suivez-nous', partner: 'Partenaire',
    },
  },
  stories: { ...FR_MATCHES, ...FR_CLUB, ...FR_LEAGUE },
};
