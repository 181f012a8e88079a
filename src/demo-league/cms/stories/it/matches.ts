// Cronache, presentazioni e highlights di ogni giornata, in italiano.
import { gendered, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

const score = (a: number, b: number) => `${a}-${b}`;
const goals = (n: number) => (n === 1 ? 'un gol' : `${n} gol`);
const matchday = (turn: number) => `${turn}ª giornata`;

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' (gol doppio)',
    penalty: ' (rigore)',
    president: gendered(goal.scorer.female, ' (rigore del presidente)', ' (rigore della presidente)'),
  }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const IT_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const fixture = `${f.home.name}-${f.away.name}`;
    const titles = [
      `${fixture} ${result}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} ai rigori)` : ''}: la cronaca della ${matchday(f.turn)}`,
      f.shootout ? `${f.winner.name} supera ${f.loser.name} ai rigori` : `${f.winner.name} batte ${f.loser.name} ${won} nella ${matchday(f.turn)}`,
      `Cronaca: ${fixture} ${result}`,
    ];
    const intros = {
      shootout: `Quaranta minuti non sono bastati per separare ${f.home.name} e ${f.away.name} (${result}): ai rigori ${f.winner.name} ha avuto più sangue freddo e ha vinto ${pens}.`,
      comeback: `Sotto all’intervallo, ${f.winner.name} ha ribaltato la partita e ha battuto ${f.loser.name} ${won}: una rimonta che vale oro.`,
      rout: `${f.winner.name} ha travolto ${f.loser.name} ${won}, e il passivo poteva essere ancora più pesante.`,
      narrow: `${f.winner.name} ha superato ${f.loser.name} di misura, ${won}, in una partita rimasta aperta fino al fischio finale.`,
      win: `${f.winner.name} ha battuto ${f.loser.name} ${won} senza mai perdere il controllo della partita.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `All’intervallo il punteggio era di ${score(f.halfTime.home, f.halfTime.away)}.`,
      first ? `${first.scorer.name} ha aperto le marcature al ${minuteMark(first.minute)}.` : 'Le due porte sono rimaste inviolate nei tempi regolamentari.',
      f.dice ? `Al ${minuteMark(f.dice.minute)} il dado ha portato la partita sul ${f.dice.players} contro ${f.dice.players}, e il campo si è aperto.` : '',
      penalty
        ? `${penalty.president.name}, presidente di ${penalty.team.name}, ha calciato il rigore ${gendered(penalty.president.female, 'del presidente', 'della presidente')} ${penalty.scored ? 'e lo ha trasformato' : 'ma se l’è visto parare'}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${f.mvp.name} è ${gendered(f.mvp.female, 'stato eletto', 'stata eletta')} MVP di ${fixture} (${matchday(f.turn)}), vinta da ${f.winner.name}.`
        : `${f.winner.name} ha battuto ${f.loser.name} nella ${matchday(f.turn)} della ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'I gol',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['Nessun gol nei tempi regolamentari'],
      quote: f.shape === 'shootout'
        ? 'I rigori sono una lotteria finché non tocca a te calciare. Li avevamo provati tutta la settimana.'
        : 'Abbiamo seguito il piano dal primo all’ultimo minuto e i gol sono arrivati.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} sale a ${f.winnerPoints} punti ed è al ${f.winnerRank}° posto in classifica.`,
      imageAlt: `${fixture}, ${matchday(f.turn)}`,
      caption: `Un’azione di ${fixture}, ${matchday(f.turn)}.`,
      label: result,
    };
  },

  preview: (f) => {
    const fixture = `${f.headline.home.name}-${f.headline.away.name}`;
    return {
      title: `Presentazione della ${matchday(f.turn)}: ${fixture} è il big match`,
      excerpt: `${f.fixtures.length} partite, un big match: tutto quello che c’è da sapere prima della ${matchday(f.turn)} della ${f.league}.`,
      intro: f.leader
        ? `${f.leader.team.name} arriva alla ${matchday(f.turn)} in testa alla classifica con ${f.leader.points} punti, ma nulla è ancora deciso.`
        : `Parte la ${f.league}: il programma della prima giornata è pronto.`,
      body: `Tutti gli occhi saranno puntati su ${fixture}.${
        f.topScorer ? ` ${f.topScorer.player.name} (${f.topScorer.team.name}) arriva da ${gendered(f.topScorer.player.female, 'capocannoniere', 'capocannoniera')} con ${goals(f.topScorer.goals)}.` : ''
      }`,
      listTitle: `Il programma della ${matchday(f.turn)}`,
      list: f.fixtures.map((match) => `${match.kickoff} ${match.home.name}-${match.away.name}`),
      quote: 'In questa lega non esistono partite facili. Due tempi da venti minuti volano via.',
      quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
      closing: 'Tutte le partite sono trasmesse in diretta sui canali ufficiali della lega.',
      imageAlt: `${f.headline.home.name} e ${f.headline.away.name} alla vigilia della ${matchday(f.turn)}`,
      caption: `${fixture}, il big match della ${matchday(f.turn)}.`,
      label: `Giornata ${f.turn}`,
    };
  },

  highlights: (f) => {
    const best = `${f.best.home.name}-${f.best.away.name} ${score(f.best.homeScore, f.best.awayScore)}`;
    return {
      title: `Video: il meglio della ${matchday(f.turn)}`,
      excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'una serie di rigori' : `${f.shootouts} serie di rigori`}` : ''} e l’MVP: la ${matchday(f.turn)} negli highlights ufficiali.`,
      intro: `La ${matchday(f.turn)} ha regalato ${goals(f.goals)}, e la partita più spettacolare è stata ${best}.`,
      body: f.mvp
        ? `${f.mvp.name} (${f.mvp.team.name}) è ${gendered(f.mvp.female, 'stato eletto', 'stata eletta')} MVP della giornata.`
        : 'L’MVP della giornata sarà annunciato sui canali della lega.',
      listTitle: 'Nel video',
      list: [best, 'Le parate della giornata', 'I gol doppi degli ultimi due minuti'],
      quote: 'A rivederlo, ancora non ci credo che sia entrato.',
      quoteBy: f.mvp?.name ?? f.best.home.name,
      closing: `Vota il gol più bello della ${matchday(f.turn)} sui canali della lega.`,
      imageAlt: `Un’esultanza dopo un gol nella ${matchday(f.turn)}`,
      caption: `Il meglio della ${matchday(f.turn)} della ${f.league}.`,
      label: score(f.best.homeScore, f.best.awayScore),
    };
  },
};
