// O vocabulário em português do Brasil.
import type { Phrasebook } from '../types';
import { PT_CLUB } from './club';
import { PT_LEAGUE } from './league';
import { PT_MATCHES } from './matches';

export const PT: Phrasebook = {
  authors: ['Camila Duarte', 'Rafael Moura', 'Beatriz Lacerda'],
  words: {
    video: 'Melhores momentos',
    partnerLink: 'Conheça a promoção do patrocinador',
    openLink: 'Abrir o link',
    credit: (league) => `Foto: ${league}`,
    kinds: {
      report: 'Resumo', preview: 'Prévia', highlights: 'Vídeo', swap: 'Mercado', loan: 'Mercado', signing: 'Reforço',
      draft: 'Draft', steal: 'Draft', president: 'Entrevista', rules: 'Regulamento', external: 'Siga a liga', partner: 'Patrocínio',
    },
  },
  stories: { ...PT_MATCHES, ...PT_CLUB, ...PT_LEAGUE },
};
