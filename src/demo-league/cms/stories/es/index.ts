// El diccionario en español.
import type { Phrasebook } from '../types';
import { ES_CLUB } from './club';
import { ES_LEAGUE } from './league';
import { ES_MATCHES } from './matches';

export const ES: Phrasebook = {
  authors: ['Lucía Navarro', 'Javier Ortega', 'Marta Quintero'],
  words: {
    video: 'Resumen en vídeo',
    partnerLink: 'Consulta la promoción del patrocinador',
    openLink: 'Abrir el enlace',
    credit: (league) => `Foto: ${league}`,
    kinds: {
      report: 'Crónica', preview: 'Previa', highlights: 'Vídeo', swap: 'Mercado', loan: 'Mercado', signing: 'Fichaje',
      draft: 'Draft', steal: 'Draft', president: 'Entrevista', rules: 'Reglamento', external: 'Síguenos', partner: 'Patrocinio',
    },
  },
  stories: { ...ES_MATCHES, ...ES_CLUB, ...ES_LEAGUE },
};
