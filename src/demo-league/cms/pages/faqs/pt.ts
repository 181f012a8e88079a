// The FAQs in Brazilian Portuguese: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const PT: PageWriter<FaqText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Perguntas frequentes',
  excerpt: `Ingressos, regras, transmissões, draft e arena: as respostas que os torcedores da ${league} mais procuram.`,
  intro: `Tudo o que você precisa saber antes de uma rodada da ${league}. Se a sua pergunta não estiver aqui, fale com a gente pela página de contato.`,
  items: {
    tickets: {
      question: 'Como compro ingressos?',
      answer: 'Os ingressos de cada rodada começam a ser vendidos no site oficial cerca de duas semanas antes e chegam direto no celular. Compre só lá: ingressos comprados de cambistas podem ser cancelados sem reembolso.',
      ...(links.tickets ? { link: { label: 'Comprar ingressos', href: links.tickets } } : {}),
    },
    'match-format': {
      question: 'Como funciona uma partida?',
      answer: `Sete contra sete, dois tempos de vinte minutos e nada de empate. A partida começa no um contra um, o dado muda o número de ${g('jogadores', 'jogadoras')} no segundo tempo, os gols valem em dobro nos dois últimos minutos de cada tempo e cada time tem uma arma secreta e um pênalti do presidente. A página do regulamento explica tudo.`,
    },
    'where-to-watch': {
      question: 'Onde posso assistir às partidas?',
      answer: 'Todas as partidas são transmitidas ao vivo e de graça nos canais da liga na Twitch e no YouTube e nos canais dos presidentes. Os gols e os melhores momentos saem depois no TikTok, no Instagram e no X.',
      ...(links.watch ? { link: { label: 'Assistir na Twitch', href: links.watch } } : {}),
    },
    draft: {
      question: 'Como funciona o draft?',
      answer: `Antes da temporada, os presidentes escolhem, um de cada vez, ${g('seus jogadores', 'suas jogadoras')} entre ${g('os inscritos', 'as inscritas')} no draft, numa ordem definida por sorteio e pela classificação anterior. Qualquer pessoa maior de idade pode se inscrever enquanto as inscrições estiverem abertas; quem se destaca nas peneiras entra na lista final.`,
    },
    wildcards: {
      question: `Quem são ${g('os jogadores', 'as jogadoras')} “12-13”?`,
      answer: `Cada time completa o elenco com dois coringas, ${g('os', 'as')} “12-13”, ${g('contratados', 'contratadas')} livremente pelo clube: muitas vezes ${g('ex-jogadores profissionais', 'ex-jogadoras profissionais')} ou rostos conhecidos. ${g('Eles podem ser trocados', 'Elas podem ser trocadas')} durante a temporada nas janelas anunciadas pela liga.`,
    },
    'media-accreditation': {
      question: 'Como consigo um credenciamento de imprensa?',
      answer: `Jornalistas, fotógrafos e criadores de conteúdo fazem o pedido na página de credenciamento de imprensa, com um pedido por pessoa e por rodada. Os pedidos se encerram ${hours} horas antes da primeira partida da rodada.`,
    },
    store: {
      question: 'Onde compro as camisas?',
      answer: 'As camisas oficiais e os produtos de todos os times estão à venda na loja on-line da liga e, nos dias de jogo, no estande da loja na arena.',
      link: { label: 'Ir para a loja', href: links.store },
    },
    children: {
      question: 'Crianças precisam de ingresso?',
      answer: 'Crianças com menos de três anos entram de graça, no colo de um adulto e sem assento próprio. A partir dos três anos, todos precisam de ingresso, e menores de 16 anos devem estar acompanhados de um adulto.',
    },
    accessibility: {
      question: 'A arena é acessível?',
      answer: 'Sim. Há espaços para pessoas em cadeira de rodas com assento para um acompanhante, banheiros acessíveis e acesso sem degraus desde a entrada. Escolha a área acessível ao comprar os ingressos ou peça pela página de contato que a gente reserva para você.',
    },
    'doors-and-bags': {
      question: 'Que horas abrem os portões e o que posso levar?',
      answer: 'Os portões abrem uma hora antes da primeira partida do dia. Não são permitidas bolsas maiores que uma folha A4, vidro, latas, bandeiras com mastro nem câmeras profissionais sem credenciamento. Quem sair não pode voltar a entrar.',
    },
  },
});
