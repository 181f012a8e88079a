// O mercado, o draft e os presidentes, em português do Brasil.
import type { PlayerRole } from '../../../generator/types';
import { gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, readonly [string, string]>> = {
  goalkeeper: ['goleiro', 'goleira'],
  defender: ['defensor', 'defensora'],
  midfielder: ['meio-campista', 'meio-campista'],
  forward: ['atacante', 'atacante'],
};
const role = (player: PlayerFact) => ROLE[player.role][player.female ? 1 : 0];
const aRole = (player: PlayerFact) => `${player.female ? 'uma' : 'um'} ${role(player)}`;

export const PT_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `${first.from.name} e ${first.to.name} trocam ${first.player.name} por ${second.player.name}`,
    excerpt: `Primeira grande movimentação do mercado da ${league}: ${gendered(female, 'dois jogadores', 'duas jogadoras')} trocam de camisa.`,
    intro: `${first.player.name} deixa ${first.from.name} rumo a ${first.to.name}, e ${second.player.name} faz o caminho inverso.`,
    body: 'Os dois clubes buscavam outro perfil para o seu esquema, e a troca agrada a todos: nenhum dinheiro envolvido, só vagas no time titular.',
    listTitle: 'A negociação',
    list: [`${first.player.name}: ${first.from.name} → ${first.to.name}`, `${second.player.name}: ${second.from.name} → ${second.to.name}`],
    quote: 'É um recomeço, e vou agarrar essa chance.',
    quoteBy: first.player.name,
    closing: `${gendered(female, 'Os dois', 'As duas')} já podem jogar desde a primeira rodada.`,
    imageAlt: `${first.player.name} e ${second.player.name}`,
    caption: `${first.player.name} e ${second.player.name} trocam de clube.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.player.name} é ${gendered(first.player.female, 'emprestado', 'emprestada')} a ${first.to.name}`,
    excerpt: `${first.from.name} e ${first.to.name} acertam o empréstimo de ${gendered(female, 'dois reservas', 'duas reservas')}.`,
    intro: `${first.player.name} vai defender ${first.to.name} por empréstimo até o fim do split, e ${second.player.name} faz o caminho inverso.`,
    body: `${gendered(female, 'Os dois reservas tinham poucos minutos: o empréstimo dá a eles', 'As duas reservas tinham poucos minutos: o empréstimo dá a elas')} uma chance real de jogar.`,
    listTitle: 'Os empréstimos',
    list: [`${first.player.name} (${role(first.player)}) → ${first.to.name}`, `${second.player.name} (${role(second.player)}) → ${second.to.name}`],
    quote: 'Quero minutos, e aqui vou ter.',
    quoteBy: first.player.name,
    closing: `Os dois clubes podem chamar ${gendered(female, 'seus jogadores', 'suas jogadoras')} de volta ao fim do split.`,
    imageAlt: `${first.player.name} durante o treino`,
    caption: `${first.player.name}, ${gendered(first.player.female, 'emprestado', 'emprestada')} a ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} contrata ${player.name} como ${gendered(player.female, 'jogador', 'jogadora')} wildcard`,
    excerpt: `${player.name} chega a ${team.name} como ${gendered(player.female, 'um dos seus jogadores', 'uma das suas jogadoras')} 12 e 13.`,
    intro: `${team.name} contratou ${player.name}, ${aRole(player)} que estava sem clube${released ? `, para o lugar de ${released.name}` : ''}.`,
    body: `Os wildcards são ${gendered(female, 'os jogadores', 'as jogadoras')} que cada presidente escolhe fora do draft, e acertar ${gendered(female, 'neles', 'nelas')} pode mudar uma temporada.`,
    listTitle: 'O que o reforço traz',
    list: ['Experiência em jogos grandes', 'Velocidade no contra-ataque', 'Chute de longe'],
    quote: `${gendered(female, 'O', 'A')} presidente me ligou e eu topei na hora.`,
    quoteBy: player.name,
    closing: `${player.name} pode estrear já na próxima rodada.`,
    imageAlt: `${player.name} com a camisa de ${team.name}`,
    caption: `${player.name}, novo reforço de ${team.name}.`,
    label: player.name,
  }),

  draft: ({ picks, total, league, female }) => {
    const [first] = picks;
    return {
      title: first ? `Draft da ${league}: ${first.team.name} escolhe ${first.player.name} na primeira escolha` : `Draft da ${league}: todas as escolhas`,
      excerpt: `${total} escolhas e algumas surpresas: como foi o draft.`,
      intro: first
        ? `${first.team.name} abriu o draft com ${first.player.name}, ${aRole(first.player)} que ${gendered(female, 'todos os presidentes queriam', 'todas as presidentes queriam')}.`
        : 'O draft chegou ao fim.',
      body: 'Cada presidente tinha um minuto por escolha, e a ordem em serpentina fez quem fechava uma rodada do draft abrir a seguinte.',
      listTitle: 'As primeiras escolhas',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)}), ${pick.team.name}`),
      quote: 'A gente tinha uma lista, e o primeiro nome ainda estava disponível.',
      quoteBy: first?.team.name ?? league,
      closing: `${gendered(female, 'Os reservas foram escolhidos', 'As reservas foram escolhidas')} no fim da noite; a lista completa está na seção do draft.`,
      imageAlt: `${gendered(female, 'Os presidentes', 'As presidentes')} no palco do draft`,
      caption: `A noite do draft da ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `A pechincha do draft: ${pick.player.name} na escolha ${pick.order}`,
    excerpt: `Com nota ${rating}, ${pick.player.name} ainda estava disponível na ${pick.round}ª rodada do draft. ${pick.team.name} não pensou duas vezes.`,
    intro: `${pick.player.name} foi parar em ${pick.team.name} com a escolha ${pick.order}, na ${pick.round}ª rodada, apesar da nota ${rating} na carta.`,
    body: `Enquanto ${gendered(female, 'outros presidentes', 'outras presidentes')} preenchiam posições, os olheiros que olharam a fase e não as necessidades fizeram a pechincha da noite.`,
    listTitle: 'Por que é uma pechincha',
    list: [`Nota ${rating} na carta`, `Escolha ${pick.order}, ${pick.round}ª rodada`, `${pick.player.female ? 'Uma' : 'Um'} ${role(pick.player)} que se encaixa no esquema`],
    quote: 'Teve gente que duvidou de mim. Estou aqui para provar que estavam errados.',
    quoteBy: pick.player.name,
    closing: 'Vamos acompanhar de perto o desempenho das últimas escolhas ao longo do split.',
    imageAlt: `${pick.player.name} com a camisa de ${pick.team.name}`,
    caption: `${pick.player.name}, escolha ${pick.order} do draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const the = gendered(f.president.female, 'o', 'a');
    return {
      title: `${f.president.name}: “${f.team.name} quer brigar até o fim”`,
      excerpt: `${gendered(f.president.female, 'O', 'A')} presidente de ${f.team.name} fala sobre o split, a tabela e o vestiário.`,
      intro: `${f.president.name} comanda ${f.team.name} desde o primeiro dia. O time ocupa a ${f.rank}ª posição, com ${f.points} pontos em ${f.played} jogos.`,
      body: f.last
        ? `O último jogo terminou ${f.last.scored} x ${f.last.conceded} contra ${f.last.opponent.name}, ${f.last.won ? 'uma vitória' : 'uma derrota'}${f.last.shootout ? ' nos pênaltis' : ''} da qual, segundo ${the} presidente, o time tirou muitas lições.`
        : `Segundo ${the} presidente, o elenco cresceu a cada jogo.`,
      listTitle: 'Três coisas que aprendemos',
      list: [
        `${f.won === 1 ? 'Uma vitória' : `${f.won} vitórias`} até agora no split`,
        `O pênalti ${gendered(f.president.female, 'do presidente', 'da presidente')} é treinado toda semana`,
        'As cartas da arma secreta são definidas com a comissão técnica',
      ],
      quote: 'Não quero um time com medo. Quero um time que vá para cima.',
      quoteBy: f.president.name,
      closing: `${f.team.name} volta a campo na próxima rodada.`,
      imageAlt: `${f.president.name}, presidente de ${f.team.name}`,
      caption: `${f.president.name} no centro de treinamento de ${f.team.name}.`,
      label: f.president.name,
    };
  },
};
