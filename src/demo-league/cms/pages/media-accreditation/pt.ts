// The media accreditation page in Brazilian Portuguese: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const PT: PageWriter<AccreditationText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Credenciamento de imprensa',
  excerpt: `Como jornalistas, fotógrafos e criadores de conteúdo pedem credenciamento para cobrir uma rodada da ${league}.`,
  intro: `A ${league} recebe a imprensa em todas as rodadas. O credenciamento é pessoal, gratuito e vale para uma rodada de cada vez, de acordo com o espaço disponível na área de imprensa.`,
  sections: {
    'who-can-apply': {
      heading: 'Quem pode pedir',
      blocks: [
        {
          list: [
            'Jornalistas de jornais, rádios, emissoras de TV ou sites de notícias.',
            'Fotógrafos e cinegrafistas a serviço de um veículo ou de uma agência.',
            'Criadores de conteúdo que cobrem futebol ou a liga com regularidade, com pelo menos 10 mil seguidores em uma plataforma.',
          ],
        },
        { p: 'Cada pessoa faz o próprio pedido, informando o veículo ou canal e a cobertura prevista. A liga responde a todos os pedidos por e-mail e pode limitar o número de vagas por veículo.' },
      ],
    },
    deadline: {
      heading: 'Prazo',
      blocks: [
        { p: `Os pedidos se encerram ${hours} horas antes do início da primeira partida da rodada. Pedidos enviados depois disso não são analisados. Para os playoffs e a final, a liga pode definir prazos mais curtos em seus comunicados oficiais.` },
      ],
    },
    'on-the-day': {
      heading: 'No dia do jogo',
      blocks: [
        {
          list: [
            'O e-mail de confirmação com o seu QR code.',
            'Um documento oficial com foto: RG, passaporte ou CNH.',
            'Sua carteira de jornalista ou uma carta do veículo, se tiver.',
          ],
        },
        { p: 'Retire sua credencial no balcão de imprensa, que abre noventa minutos antes da primeira partida. As credenciais não são enviadas pelo correio e não podem ser retiradas por outra pessoa.' },
      ],
    },
    conduct: {
      heading: 'Regras de conduta',
      blocks: [
        {
          list: [
            'Use a credencial sempre visível e fique apenas nas áreas que ela libera.',
            'Não é permitido usar flash nem drones.',
            `As entrevistas acontecem na zona mista após cada partida, com autorização da assessoria de imprensa e ${g('dos jogadores disponíveis', 'das jogadoras disponíveis')}.`,
            'Não é permitido transmitir as partidas ao vivo da arena; clipes de até sessenta segundos podem ser publicados ao fim de cada partida.',
          ],
        },
        { p: 'O descumprimento dessas regras leva à retirada imediata da credencial e pode resultar na recusa de pedidos futuros.' },
      ],
    },
  },
  apply: { label: 'Pedir credenciamento', href: links.accreditationForm },
});
