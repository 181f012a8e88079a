// Resumos, prévias e melhores momentos de cada rodada, em português do Brasil.
import { gendered, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

// O placar à brasileira: "3 x 2".
const score = (a: number, b: number) => `${a} x ${b}`;
const goals = (n: number) => (n === 1 ? 'um gol' : `${n} gols`);
const round = (turn: number) => `${turn}ª rodada`;
const hour = (kickoff: string) => kickoff.replace(':00', 'h').replace(':', 'h');
const atMinute = (minute: number) => (minute === 1 ? 'logo no primeiro minuto' : `aos ${minute} minutos`);

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' (gol duplo)',
    penalty: ' (pênalti)',
    president: gendered(goal.scorer.female, ' (pênalti do presidente)', ' (pênalti da presidente)'),
  }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const PT_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const game = `${f.home.name} ${score(f.homeScore, f.awayScore)} ${f.away.name}`;
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const titles = [
      `${game}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} nos pênaltis)` : ''}: como foi o jogo da ${round(f.turn)}`,
      f.shootout ? `${f.winner.name} vence ${f.loser.name} nos pênaltis` : `${f.winner.name} vence ${f.loser.name} por ${won} na ${round(f.turn)}`,
      `Resumo: ${game}`,
    ];
    const intros = {
      shootout: `Quarenta minutos não bastaram para separar ${f.home.name} e ${f.away.name} (${score(f.homeScore, f.awayScore)}), e a decisão foi para os pênaltis: ${f.winner.name} teve mais frieza e venceu por ${pens}.`,
      comeback: `${f.winner.name} foi para o intervalo perdendo e mesmo assim virou para cima de ${f.loser.name}: ${won}, uma virada que vale ouro.`,
      rout: `${f.winner.name} atropelou ${f.loser.name} por ${won}, e o placar poderia ter sido ainda mais elástico.`,
      narrow: `${f.winner.name} passou por ${f.loser.name} por ${won}, no sufoco, num jogo aberto até o apito final.`,
      win: `${f.winner.name} venceu ${f.loser.name} por ${won} sem nunca perder o controle da partida.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `No intervalo, o placar era de ${score(f.halfTime.home, f.halfTime.away)}.`,
      first ? `${first.scorer.name} abriu o placar ${atMinute(first.minute)}.` : `${gendered(f.female, 'Nenhum goleiro', 'Nenhuma goleira')} sofreu gol no tempo regulamentar.`,
      f.dice ? `Aos ${f.dice.minute} minutos, o dado deixou o jogo em ${f.dice.players} contra ${f.dice.players}, e o campo se abriu.` : '',
      penalty
        ? `${penalty.president.name}, que preside ${penalty.team.name}, bateu o pênalti ${gendered(penalty.president.female, 'do presidente', 'da presidente')} e ${penalty.scored ? 'converteu' : gendered(f.female, 'parou no goleiro', 'parou na goleira')}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${f.mvp.name} foi ${gendered(f.mvp.female, 'eleito', 'eleita')} MVP do duelo entre ${f.home.name} e ${f.away.name}, pela ${round(f.turn)}.`
        : `${f.winner.name} venceu ${f.loser.name} pela ${round(f.turn)} da ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'Os gols',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['Nenhum gol no tempo regulamentar'],
      quote: f.shape === 'shootout'
        ? 'Pênalti é loteria até chegar a sua vez de bater. A gente treinou a semana inteira.'
        : 'Seguimos o plano do primeiro ao último minuto, e os gols saíram.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} chega a ${f.winnerPoints} pontos e ocupa a ${f.winnerRank}ª posição da tabela.`,
      imageAlt: `${f.home.name} x ${f.away.name}, pela ${round(f.turn)}`,
      caption: `Lance de ${f.home.name} x ${f.away.name}, pela ${round(f.turn)}.`,
      label: score(f.homeScore, f.awayScore),
    };
  },

  preview: (f) => {
    const duel = `${f.headline.home.name} x ${f.headline.away.name}`;
    return {
      title: `Prévia da ${round(f.turn)}: ${duel} é o grande jogo`,
      excerpt: `${f.fixtures.length} jogos e um duelo em destaque: tudo o que você precisa saber antes da ${round(f.turn)} da ${f.league}.`,
      intro: f.leader
        ? `${f.leader.team.name} chega à ${round(f.turn)} na liderança, com ${f.leader.points} pontos, mas nada está decidido.`
        : `A ${f.league} começa, e os horários da primeira rodada já estão definidos.`,
      body: `Todas as atenções estarão em ${duel}.${
        f.topScorer ? ` ${f.topScorer.player.name} (${f.topScorer.team.name}) chega como ${gendered(f.topScorer.player.female, 'artilheiro', 'artilheira')} da competição, com ${goals(f.topScorer.goals)}.` : ''
      }`,
      listTitle: `Jogos da ${round(f.turn)}`,
      list: f.fixtures.map((fixture) => `${hour(fixture.kickoff)} ${fixture.home.name} x ${fixture.away.name}`),
      quote: 'Nesta liga não tem jogo fácil. Dois tempos de vinte minutos passam voando.',
      quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
      closing: 'Todos os jogos têm transmissão ao vivo nos canais oficiais da liga.',
      imageAlt: `${f.headline.home.name} e ${f.headline.away.name} antes da ${round(f.turn)}`,
      caption: `${duel}, o grande jogo da ${round(f.turn)}.`,
      label: `Rodada ${f.turn}`,
    };
  },

  highlights: (f) => {
    const best = `${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}`;
    return {
      title: `Vídeo: os melhores momentos da ${round(f.turn)}`,
      excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'uma disputa de pênaltis' : `${f.shootouts} disputas de pênaltis`}` : ''} e o MVP: a ${round(f.turn)} nos melhores momentos oficiais.`,
      intro: `A ${round(f.turn)} teve ${goals(f.goals)}, e o jogo mais eletrizante foi ${best}.`,
      body: f.mvp ? `${f.mvp.name} (${f.mvp.team.name}) foi ${gendered(f.mvp.female, 'eleito', 'eleita')} MVP da rodada.` : 'O MVP da rodada será anunciado nos canais da liga.',
      listTitle: 'No vídeo',
      list: [best, 'As defesas da rodada', 'Os gols duplos dos dois últimos minutos'],
      quote: 'Vendo de novo, ainda não acredito que entrou.',
      quoteBy: f.mvp?.name ?? f.best.home.name,
      closing: `Vote no gol mais bonito da ${round(f.turn)} nos canais da liga.`,
      imageAlt: `Comemoração de gol na ${round(f.turn)}`,
      caption: `Os melhores momentos da ${round(f.turn)} da ${f.league}.`,
      label: score(f.best.homeScore, f.best.awayScore),
    };
  },
};
