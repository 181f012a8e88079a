// English match-day stories: reports, previews and the turn's highlights.
import { englishOrdinal, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

const score = (a: number, b: number) => `${a}-${b}`;
const goals = (n: number) => (n === 1 ? 'one goal' : `${n} goals`);

function goalLine(goal: GoalFact): string {
  const how = { goal: '', double: ' (double goal)', penalty: ' (penalty)', president: ' (president’s penalty)' }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const EN_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const titles = [
      `${f.home.name} ${result} ${f.away.name}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} on penalties)` : ''}: matchday ${f.turn} report`,
      f.shootout ? `${f.winner.name} edge ${f.loser.name} in a shootout on matchday ${f.turn}` : `${f.winner.name} beat ${f.loser.name} ${score(f.winnerGoals, f.loserGoals)} on matchday ${f.turn}`,
      `Report: ${f.home.name} ${result} ${f.away.name}`,
    ];
    const intros = {
      shootout: `Forty minutes could not separate ${f.home.name} and ${f.away.name} (${result}), so the shootout decided it: ${f.winner.name} held their nerve to win it ${pens}.`,
      comeback: `${f.winner.name} were behind at the break and still beat ${f.loser.name} ${score(f.winnerGoals, f.loserGoals)}, a comeback worth every one of its points.`,
      rout: `${f.winner.name} ran riot against ${f.loser.name}: ${score(f.winnerGoals, f.loserGoals)}, and it could have been more.`,
      narrow: `${f.winner.name} got past ${f.loser.name} by the narrowest of margins, ${score(f.winnerGoals, f.loserGoals)}, in a game that stayed open to the final whistle.`,
      win: `${f.winner.name} beat ${f.loser.name} ${score(f.winnerGoals, f.loserGoals)} and never really let the game slip away.`,
    };
    const first = f.goals[0];
    const body = [
      `It was ${score(f.halfTime.home, f.halfTime.away)} at half-time at the ${f.stadium}.`,
      first ? `${first.scorer.name} opened the scoring in minute ${first.minute}.` : 'Neither goalkeeper was beaten in normal time.',
      f.dice ? `The dice roll in minute ${f.dice.minute} left the teams at ${f.dice.players} a side, and the pitch opened up.` : '',
      f.presidentPenalty
        ? `${f.presidentPenalty.president.name}, the ${f.presidentPenalty.team.name} president, stepped up for the president’s penalty and ${f.presidentPenalty.scored ? 'scored it' : 'saw it saved'}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp ? `${f.mvp.name} was named MVP as ${f.winner.name} beat ${f.loser.name} on matchday ${f.turn}.` : `${f.winner.name} beat ${f.loser.name} on matchday ${f.turn} of the ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'Goals',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['No goals in normal time'],
      quote: f.shape === 'shootout' ? 'A shootout is a lottery until you’re the one taking the kick. We practised them all week.' : 'We stuck to the plan from the first minute to the last, and the goals came.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} move on to ${f.winnerPoints} points and sit ${englishOrdinal(f.winnerRank)} in the table.`,
      imageAlt: `${f.home.name} against ${f.away.name} on matchday ${f.turn}`,
      caption: `${f.home.name} and ${f.away.name} on matchday ${f.turn} at the ${f.stadium}.`,
      label: result,
    };
  },

  preview: (f) => ({
    title: `Matchday ${f.turn} preview: ${f.headline.home.name} v ${f.headline.away.name} headlines the round`,
    excerpt: `${f.fixtures.length} games, one standout: everything you need to know before matchday ${f.turn} of the ${f.league}.`,
    intro: f.leader
      ? `${f.leader.team.name} lead the table with ${f.leader.points} points going into matchday ${f.turn}, and nobody is safe yet.`
      : `The ${f.league} starts this weekend, and the six opening games are already set.`,
    body: `All eyes are on ${f.headline.home.name} against ${f.headline.away.name} at the ${f.stadium}.${f.topScorer ? ` ${f.topScorer.player.name} of ${f.topScorer.team.name} arrives as top scorer with ${goals(f.topScorer.goals)}.` : ''}`,
    listTitle: `Matchday ${f.turn} fixtures`,
    list: f.fixtures.map((fixture) => `${fixture.kickoff} ${fixture.home.name} v ${fixture.away.name}`),
    quote: 'There are no easy games in this league. Two halves of twenty minutes are over in a flash.',
    quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
    closing: 'Every game is streamed live on the league’s official channels.',
    imageAlt: `${f.headline.home.name} and ${f.headline.away.name} ahead of matchday ${f.turn}`,
    caption: `${f.headline.home.name} v ${f.headline.away.name}, the pick of matchday ${f.turn}.`,
    label: `Matchday ${f.turn}`,
  }),

  highlights: (f) => ({
    title: `Watch: the best of matchday ${f.turn}`,
    excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'a shootout' : `${f.shootouts} shootouts`}` : ''} and the MVP of the round: matchday ${f.turn} in the official highlights.`,
    intro: `Matchday ${f.turn} brought ${goals(f.goals)}, and the pick of the games was ${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}.`,
    body: f.mvp ? `${f.mvp.name} of ${f.mvp.team.name} was voted MVP of the matchday.` : 'The MVP of the matchday will be announced on the league’s channels.',
    listTitle: 'In the video',
    list: [`${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}`, 'The saves of the round', 'Double goals in the last two minutes'],
    quote: 'Watching it back, I still can’t believe that one went in.',
    quoteBy: f.mvp?.name ?? f.best.home.name,
    closing: `Vote for the goal of matchday ${f.turn} on the league’s channels.`,
    imageAlt: `A goal celebration on matchday ${f.turn}`,
    caption: `The best moments of matchday ${f.turn} of the ${f.league}.`,
    label: score(f.best.homeScore, f.best.awayScore),
  }),
};
