// O regulamento explicado, os links para os canais da liga e o recado de um patrocinador, em português do Brasil.
import { gendered } from '../grammar';
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: (turn: number) => string; text: string; label: string; where: string }>> = {
  youtube: { title: (turn) => `Todos os jogos da ${turn}ª rodada na íntegra no YouTube`, text: 'Os jogos completos, as coletivas e os bastidores estão no nosso canal do YouTube.', label: 'YouTube', where: 'no YouTube' },
  instagram: { title: () => 'O vestiário como você nunca viu, no Instagram', text: 'Fotos e stories de dentro dos vestiários em todas as rodadas.', label: 'Instagram', where: 'no Instagram' },
  tiktok: { title: () => 'Os melhores clipes da semana, no TikTok', text: 'Dribles, comemorações e lances bizarros em menos de um minuto.', label: 'TikTok', where: 'no TikTok' },
  twitch: { title: () => 'Acompanhe a liga ao vivo na Twitch', text: 'Todas as rodadas têm transmissão ao vivo, com narração dos próprios clubes.', label: 'Twitch', where: 'na Twitch' },
  store: { title: () => 'As novas camisas já estão na loja oficial', text: 'As camisas titular e reserva de todos os clubes, com o seu nome e o seu número.', label: 'Loja', where: 'na loja oficial' },
  tickets: { title: () => 'Os ingressos para as próximas rodadas já estão à venda', text: 'Viva da arquibancada os jogos que decidem o split.', label: 'Ingressos', where: 'na bilheteria oficial' },
  fantasy: { title: (turn) => `Fantasy: escolha os seus sete antes da ${turn}ª rodada`, text: 'O mesmo orçamento para todos, sete jogadores num 2-3-1 e pontos por gol, assistência e defesa.', label: 'Fantasy', where: 'no Fantasy' },
};

export const PT_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league, female }) => {
    const penalty = gendered(female, 'pênalti do presidente', 'pênalti da presidente');
    return {
      title: `Como funciona a ${league}: o dado, a arma secreta e o ${penalty}`,
      excerpt: 'As regras que deixam cada jogo único, explicadas em dois minutos.',
      intro: 'Sete contra sete, dois tempos de vinte minutos e nada de empate: se o placar estiver igual, a decisão vai para os pênaltis.',
      body: 'Além disso, há regras que só esta liga tem e que podem virar um jogo em segundos.',
      listTitle: 'As regras especiais',
      list: [
        `O dado: no começo do segundo tempo, um lançamento de dado decide ${gendered(female, 'quantos jogadores', 'quantas jogadoras')} cada time mantém em campo durante dois minutos`,
        'A arma secreta: cada time tem uma carta para usar uma única vez, de um pênalti a favor a um adversário fora de campo por dois minutos',
        `O ${penalty}: uma vez por jogo, ${gendered(female, 'o', 'a')} presidente pode bater um pênalti pessoalmente`,
        'Os gols duplos: nos dois últimos minutos de cada tempo, alguns gols valem dobrado',
      ],
      quote: 'Nada está decidido até o apito final. A graça é essa.',
      quoteBy: league,
      closing: 'O regulamento completo está no site da liga.',
      imageAlt: 'Um árbitro mostra a carta da arma secreta',
      caption: 'A carta da arma secreta, uma das regras próprias da liga.',
      label: 'Regulamento',
    };
  },

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title(turn),
      excerpt: text.text,
      intro: text.text,
      body: `Acompanhe a ${league} onde você estiver.`,
      listTitle: 'O que você vai encontrar',
      list: ['Conteúdo exclusivo', 'As notícias em primeira mão', 'Tudo sobre o seu clube'],
      quote: 'A liga se joga em campo e se vive nas redes.',
      quoteBy: league,
      closing: 'O link abre no canal oficial da liga.',
      imageAlt: `A ${league} ${text.where}`,
      caption: `A ${league} ${text.where}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `Recado de um patrocinador para a ${turn}ª rodada`,
    excerpt: 'Texto enviado por um dos patrocinadores da liga.',
    intro: 'Este conteúdo vem do portal de um patrocinador e foi publicado como foi recebido.',
    body: `A torcida de ${team.name} pode participar de um sorteio de ingressos durante a ${turn}ª rodada.`,
    listTitle: 'Como participar',
    list: ['Cadastre-se no site do patrocinador', 'Responda à pergunta do dia', 'Confira o resultado na segunda-feira'],
    quote: 'Queremos aproximar a liga de cada torcedor.',
    quoteBy: team.name,
    closing: 'O regulamento completo do sorteio está no site do patrocinador.',
    imageAlt: 'Torcedores na arquibancada',
    caption: 'Arquibancada lotada em dia de jogo.',
    label: 'Patrocínio',
  }),
};
