// Résumés, avant-matchs et vidéos de chaque journée, en français.
import { frenchOf, frenchOrdinal, gendered, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

const score = (a: number, b: number) => `${a}-${b}`;
const goals = (n: number) => (n === 1 ? 'un but' : `${n} buts`);
const matchday = (turn: number) => `${frenchOrdinal(turn)} journée`;
// La presse française écrit les heures « 16h00 ».
const hour = (kickoff: string) => kickoff.replace(':', 'h');

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' (but double)',
    penalty: ' (penalty)',
    president: gendered(goal.scorer.female, ' (penalty du président)', ' (penalty de la présidente)'),
  }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const FR_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const titles = [
      `${f.home.name} ${result} ${f.away.name}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} aux tirs au but)` : ''} : le résumé de la ${matchday(f.turn)}`,
      f.shootout ? `${f.winner.name} s’impose face à ${f.loser.name} aux tirs au but` : `${f.winner.name} bat ${f.loser.name} ${won} lors de la ${matchday(f.turn)}`,
      `Le résumé : ${f.home.name} ${result} ${f.away.name}`,
    ];
    const intros = {
      shootout: `Quarante minutes n’ont pas suffi à départager ${f.home.name} et ${f.away.name} (${result}) : ${f.winner.name} a gardé ses nerfs pour remporter la séance de tirs au but ${pens}.`,
      comeback: `Mené à la pause, ${f.winner.name} a renversé la situation pour battre ${f.loser.name} ${won}, une remontée qui vaut de l’or.`,
      rout: `${f.winner.name} a écrasé ${f.loser.name} ${won}, et l’addition aurait pu être encore plus lourde.`,
      narrow: `${f.winner.name} s’est imposé de justesse face à ${f.loser.name}, ${won}, dans un match indécis jusqu’au coup de sifflet final.`,
      win: `${f.winner.name} a battu ${f.loser.name} ${won} sans jamais perdre le contrôle du match.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `À la pause, le score était de ${score(f.halfTime.home, f.halfTime.away)}.`,
      first
        ? `${first.scorer.name} a ouvert le score à la ${frenchOrdinal(first.minute)} minute.`
        : `${gendered(f.female, 'Aucun gardien', 'Aucune gardienne')} n’a encaissé de but dans le temps réglementaire.`,
      f.dice ? `À la ${frenchOrdinal(f.dice.minute)} minute, le dé a fait passer le match à ${f.dice.players} contre ${f.dice.players}, et le terrain s’est ouvert.` : '',
      penalty
        ? `${penalty.president.name}, ${gendered(penalty.president.female, 'président', 'présidente')} ${frenchOf(penalty.team.name)}, s’est ${gendered(penalty.president.female, 'chargé', 'chargée')} du ${gendered(penalty.president.female, 'penalty du président', 'penalty de la présidente')} et l’a ${penalty.scored ? 'transformé' : 'manqué'}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${f.mvp.name} a été ${gendered(f.mvp.female, 'élu', 'élue')} MVP du match ${f.home.name}-${f.away.name} (${matchday(f.turn)}), remporté par ${f.winner.name}.`
        : `${f.winner.name} a battu ${f.loser.name} lors de la ${matchday(f.turn)} de la ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'Les buts',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['Aucun but dans le temps réglementaire'],
      quote: f.shape === 'shootout'
        ? 'Les tirs au but, c’est une loterie jusqu’à ce que ce soit ton tour. On les avait travaillés toute la semaine.'
        : 'On a suivi le plan de la première à la dernière minute, et les buts sont venus.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} compte désormais ${f.winnerPoints} points et occupe la ${frenchOrdinal(f.winnerRank)} place du classement.`,
      imageAlt: `${f.home.name} contre ${f.away.name}, ${matchday(f.turn)}`,
      caption: `${f.home.name} et ${f.away.name} lors de la ${matchday(f.turn)}.`,
      label: result,
    };
  },

  preview: (f) => ({
    title: `Présentation de la ${matchday(f.turn)} : ${f.headline.home.name}-${f.headline.away.name} en tête d’affiche`,
    excerpt: `${f.fixtures.length} matchs, une affiche : tout ce qu’il faut savoir avant la ${matchday(f.turn)} de la ${f.league}.`,
    intro: f.leader
      ? `${f.leader.team.name} aborde la ${matchday(f.turn)} en tête du classement avec ${f.leader.points} points, mais rien n’est encore joué.`
      : `La ${f.league} commence, et le programme de la première journée est connu.`,
    body: `Tous les regards seront tournés vers ${f.headline.home.name}-${f.headline.away.name}.${
      f.topScorer ? ` ${f.topScorer.player.name} (${f.topScorer.team.name}) arrive en ${gendered(f.topScorer.player.female, 'meilleur buteur', 'meilleure buteuse')} avec ${goals(f.topScorer.goals)}.` : ''
    }`,
    listTitle: `Le programme de la ${matchday(f.turn)}`,
    list: f.fixtures.map((fixture) => `${hour(fixture.kickoff)} ${fixture.home.name} - ${fixture.away.name}`),
    quote: 'Dans cette ligue, il n’y a pas de match facile. Deux mi-temps de vingt minutes, ça passe à toute vitesse.',
    quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
    closing: 'Tous les matchs sont diffusés en direct sur les chaînes officielles de la ligue.',
    imageAlt: `${f.headline.home.name} et ${f.headline.away.name} avant la ${matchday(f.turn)}`,
    caption: `${f.headline.home.name}-${f.headline.away.name}, l’affiche de la ${matchday(f.turn)}.`,
    label: `Journée ${f.turn}`,
  }),

  highlights: (f) => ({
    title: `Vidéo : le meilleur de la ${matchday(f.turn)}`,
    excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'une séance de tirs au but' : `${f.shootouts} séances de tirs au but`}` : ''} et le MVP : la ${matchday(f.turn)} dans le résumé officiel.`,
    intro: `La ${matchday(f.turn)} a offert ${goals(f.goals)}, et le match le plus spectaculaire a été ${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}.`,
    body: f.mvp
      ? `${f.mvp.name} (${f.mvp.team.name}) a été ${gendered(f.mvp.female, 'élu', 'élue')} MVP de la journée.`
      : 'Le MVP de la journée sera annoncé sur les chaînes de la ligue.',
    listTitle: 'Dans la vidéo',
    list: [`${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}`, 'Les arrêts de la journée', 'Les buts doubles des deux dernières minutes'],
    quote: 'En la revoyant, je n’arrive toujours pas à croire qu’elle soit rentrée.',
    quoteBy: f.mvp?.name ?? f.best.home.name,
    closing: `Votez pour le plus beau but de la ${matchday(f.turn)} sur les chaînes de la ligue.`,
    imageAlt: `Une célébration de but lors de la ${matchday(f.turn)}`,
    caption: `Le meilleur de la ${matchday(f.turn)} de la ${f.league}.`,
    label: score(f.best.homeScore, f.best.awayScore),
  }),
};
