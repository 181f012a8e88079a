// The regulation page in English: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const EN: PageWriter<RegulationText> = ({ league, competition }) => ({
  title: 'Regulation',
  excerpt: `How a ${league} match works: the format, the dice, the secret weapons, the president’s penalty, shootouts and discipline.`,
  intro: `These are the headline rules of the ${league}. They summarise the Book of Rules, which governs every match of the season; where the two differ, the Book of Rules prevails.`,
  contents: 'Contents',
  sections: {
    format: {
      heading: 'Competition format',
      blocks:
        competition === 'league'
          ? [
              { p: 'Twelve teams play a regular phase of eleven matchdays, in which every team meets every other once. A win in normal time is worth three points, a shootout win two and a shootout defeat one; a defeat in normal time earns nothing.' },
              { p: 'The top eight go through to the playoff: quarter-finals, semi-finals and the final, each decided in a single match. Teams level on points are separated by their head-to-head result, then goal difference, then goals scored.' },
            ]
          : [
              { p: 'The tournament is played as a knockout bracket. Every tie is a single match, and the winner goes through, round after round, to the final.' },
              { p: 'A match always has a winner: a tie that is level at the final whistle is settled by shootouts.' },
            ],
    },
    squads: {
      heading: 'Squads and presidents',
      blocks: [
        competition === 'league'
          ? { p: 'Each team has a squad of twelve players: ten chosen in the draft and two wildcards, the “12-13”, whom the club signs freely and may change during the season in the windows the league sets.' }
          : { p: 'Each team registers a squad of twelve players before the tournament. After the first match a player may only be replaced for an injury certified by the league’s medical staff.' },
        { p: 'Seven play at a time: a goalkeeper and six outfield players. Substitutions are unlimited and rolling: a player who comes off may come back on, always through the team’s own substitution zone.' },
        { p: 'Every team is led by its president, who sits on the bench with the coach, answers to the league for the club and may take the president’s penalty.' },
      ],
    },
    'match-length': {
      heading: 'Match length',
      blocks: [
        { p: 'A match lasts forty minutes: two halves of twenty minutes with a three-minute break. The clock runs without stopping for throw-ins, fouls or substitutions, and there is no added time: the horn ends each half wherever the ball is.' },
        { p: 'Only the referee may stop the clock: for the dice roll, while a secret weapon or a president’s penalty is taken, or when a player needs treatment. Deliberate time-wasting is sanctioned.' },
      ],
    },
    'kick-off': {
      heading: 'Kick-off and scale-up',
      blocks: [
        { p: 'A match starts one against one: a single outfield player per team, plus the goalkeepers. The ball drops from a cage above the centre circle and the two players race for it from their own goal line.' },
        { p: 'At the end of every minute each team sends on one more player, until both sides are at full strength, seven against seven, from minute five.' },
      ],
    },
    dice: {
      heading: 'The dice',
      blocks: [
        { p: 'Early in the second half the referee stops play and the giant die is rolled. The number it shows, from one to six, is how many outfield players each team keeps on the pitch, besides the goalkeeper, for the next two minutes: from one against one to six against six.' },
        { p: 'When the two minutes are up the clock stops again and both teams return to full strength. A player serving a sin-bin spell still counts towards the team’s number.' },
      ],
    },
    'double-goal': {
      heading: 'Double goals',
      blocks: [
        { p: 'In the last two minutes of each half, from minute 18 and from minute 38, a ball of a different colour comes into play and every goal counts double.' },
        { p: 'Double values never add up: a goal scored under the double-goal card during those minutes is still worth two, not four.' },
      ],
    },
    'secret-weapons': {
      heading: 'Secret weapons',
      blocks: [
        { p: 'Before kick-off each team draws a card at random. Nobody else sees it until it is played: the team presses its button and the card takes effect the next time the ball is out of play. Each card is played once, in the second half, and never during the dice spell or the double-goal minutes.' },
        {
          terms: [
            ['Penalty', 'a penalty for the team, taken from the spot by any player on the pitch.'],
            ['Shootout', 'a shootout in the team’s favour, taken as in the shootouts.'],
            ['Double goal', 'for two minutes the team’s goals count double.'],
            ['Exclusion', 'the team picks an opposing outfield player, who leaves the pitch for two minutes without being replaced.'],
            ['Star player', 'the team names one of its players, whose first goal of the match counts double; the opponents are told who it is.'],
            ['Joker', 'the team plays any of the cards above, or steals the opponents’ card before they use it.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'The president’s penalty',
      blocks: [
        { p: 'Once per match each president may step onto the pitch and take a penalty in person, from the spot, against the opposing goalkeeper. It is called from the bench with the team’s button and taken at the next stoppage.' },
        { p: 'Only a president who is at the venue may take it, and not after minute 36, nor during the scale-up, the dice spell or the double-goal minutes. Once it has been taken, the opponents may reply at once with their own.' },
      ],
    },
    shootout: {
      heading: 'Shootouts',
      blocks: [
        { p: 'There are no draws. If the score is level at the final whistle, the match is settled by shootouts: the player starts with the ball 25 metres from goal and has five seconds to beat the goalkeeper, dribbling or shooting as they choose.' },
        { p: 'Each team takes three, alternating. If they are still level, the shootouts go on one each until one team scores and the other does not. The goalkeeper may leave the line as soon as the whistle blows.' },
      ],
    },
    discipline: {
      heading: 'Discipline',
      blocks: [
        { p: 'A yellow card sends the player to the sin bin for two minutes, and the team plays one short. A second yellow or a straight red sends the player off: the team plays five minutes a player down, after which another player may come on.' },
        { p: 'The Disciplinary Committee reviews every matchday and may add suspensions and fines. Its decisions are published by the league and may be appealed within 48 hours.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: 'The full Book of Rules sets out every article of the competition, from player registration to appeals.',
    link: 'Download the Book of Rules (PDF)',
  },
});
