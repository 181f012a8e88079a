// Crónicas, previas y resúmenes en vídeo de cada jornada, en español.
import { gendered, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

const score = (a: number, b: number) => `${a}-${b}`;
const goals = (n: number) => (n === 1 ? 'un gol' : `${n} goles`);

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' (gol doble)',
    penalty: ' (penalti)',
    president: gendered(goal.scorer.female, ' (penalti del presidente)', ' (penalti de la presidenta)'),
  }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const ES_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const titles = [
      `${f.home.name} ${result} ${f.away.name}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} en los penaltis)` : ''}: crónica de la jornada ${f.turn}`,
      f.shootout ? `${f.winner.name} se impone a ${f.loser.name} en la tanda de penaltis` : `${f.winner.name} vence a ${f.loser.name} por ${won} en la jornada ${f.turn}`,
      `Crónica: ${f.home.name} ${result} ${f.away.name}`,
    ];
    const intros = {
      shootout: `Cuarenta minutos no bastaron para separar a ${f.home.name} y ${f.away.name} (${result}), así que decidió la tanda de penaltis: ${f.winner.name} tuvo más temple y la ganó por ${pens}.`,
      comeback: `${f.winner.name} se fue al descanso por detrás en el marcador y aun así acabó ganando ${won} a ${f.loser.name}, una remontada que vale su peso en oro.`,
      rout: `${f.winner.name} pasó por encima de ${f.loser.name}: ${won}, y el resultado pudo ser todavía más abultado.`,
      narrow: `${f.winner.name} superó a ${f.loser.name} por la mínima, ${won}, en un partido abierto hasta el pitido final.`,
      win: `${f.winner.name} derrotó a ${f.loser.name} por ${won} y nunca perdió el control del partido.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `En ${f.stadium}, el marcador al descanso era de ${score(f.halfTime.home, f.halfTime.away)}.`,
      first ? `${first.scorer.name} abrió el marcador en el minuto ${first.minute}.` : `${gendered(f.female, 'Ningún portero', 'Ninguna portera')} encajó un gol en el tiempo reglamentario.`,
      f.dice ? `El dado, en el minuto ${f.dice.minute}, dejó el partido en un ${f.dice.players} contra ${f.dice.players} y el campo se abrió.` : '',
      penalty
        ? `${penalty.president.name}, ${gendered(penalty.president.female, 'presidente', 'presidenta')} de ${penalty.team.name}, lanzó ${gendered(penalty.president.female, 'el penalti del presidente', 'el penalti de la presidenta')} y ${penalty.scored ? 'lo transformó' : 'se lo detuvieron'}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${f.mvp.name} fue ${gendered(f.mvp.female, 'el', 'la')} MVP del ${f.home.name}-${f.away.name} de la jornada ${f.turn}, que ganó ${f.winner.name}.`
        : `${f.winner.name} venció a ${f.loser.name} en la jornada ${f.turn} de la ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'Goles',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['Sin goles en el tiempo reglamentario'],
      quote: f.shape === 'shootout'
        ? 'Los penaltis son una lotería hasta que te toca tirar a ti. Los habíamos ensayado toda la semana.'
        : 'Seguimos el plan del primer al último minuto y los goles llegaron.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} suma ${f.winnerPoints} puntos y ocupa la ${f.winnerRank}.ª posición de la clasificación.`,
      imageAlt: `${f.home.name} contra ${f.away.name} en la jornada ${f.turn}`,
      caption: `Un lance del ${f.home.name}-${f.away.name} de la jornada ${f.turn}.`,
      label: result,
    };
  },

  preview: (f) => ({
    title: `Previa de la jornada ${f.turn}: el ${f.headline.home.name}-${f.headline.away.name}, partido estrella`,
    excerpt: `${f.fixtures.length} partidos y uno que destaca: todo lo que hay que saber antes de la jornada ${f.turn} de la ${f.league}.`,
    intro: f.leader
      ? `${f.leader.team.name} llega a la jornada ${f.turn} como líder con ${f.leader.points} puntos, pero nadie tiene nada asegurado.`
      : `Arranca la ${f.league} y todos los partidos de la primera jornada ya tienen horario.`,
    body: `Todas las miradas estarán en el ${f.headline.home.name}-${f.headline.away.name}.${
      f.topScorer ? ` ${f.topScorer.player.name}, de ${f.topScorer.team.name}, llega como ${gendered(f.topScorer.player.female, 'máximo goleador', 'máxima goleadora')} con ${goals(f.topScorer.goals)}.` : ''
    }`,
    listTitle: `Horarios de la jornada ${f.turn}`,
    list: f.fixtures.map((fixture) => `${fixture.kickoff} ${fixture.home.name} - ${fixture.away.name}`),
    quote: 'En esta liga no hay partidos fáciles. Dos partes de veinte minutos se pasan volando.',
    quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
    closing: `Todos los partidos se juegan en ${f.stadium} y se emiten en directo en los canales oficiales de la liga.`,
    imageAlt: `${f.headline.home.name} y ${f.headline.away.name}, antes de la jornada ${f.turn}`,
    caption: `${f.headline.home.name} - ${f.headline.away.name}, el plato fuerte de la jornada ${f.turn}.`,
    label: `Jornada ${f.turn}`,
  }),

  highlights: (f) => ({
    title: `Vídeo: lo mejor de la jornada ${f.turn}`,
    excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'una tanda de penaltis' : `${f.shootouts} tandas de penaltis`}` : ''} y el MVP: así fue la jornada ${f.turn}, en el resumen oficial.`,
    intro: `La jornada ${f.turn} dejó ${goals(f.goals)}, y el partido más vistoso fue el ${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}.`,
    body: f.mvp
      ? `${f.mvp.name}, de ${f.mvp.team.name}, fue ${gendered(f.mvp.female, 'elegido', 'elegida')} MVP de la jornada.`
      : 'El MVP de la jornada se anunciará en los canales de la liga.',
    listTitle: 'En el vídeo',
    list: [`${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}`, 'Las paradas de la jornada', 'Los goles dobles de los dos últimos minutos'],
    quote: 'Al volver a verlo todavía no me creo que entrara.',
    quoteBy: f.mvp?.name ?? f.best.home.name,
    closing: `Vota el mejor gol de la jornada ${f.turn} en los canales de la liga.`,
    imageAlt: `Celebración de un gol en la jornada ${f.turn}`,
    caption: `Lo mejor de la jornada ${f.turn} de la ${f.league}.`,
    label: score(f.best.homeScore, f.best.awayScore),
  }),
};
