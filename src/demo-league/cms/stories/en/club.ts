// English club stories: the transfer window, the draft and the presidents.
import type { PlayerRole } from '../../../generator/types';
import { englishOrdinal } from '../grammar';
import type { StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, string>> = { goalkeeper: 'goalkeeper', defender: 'defender', midfielder: 'midfielder', forward: 'forward' };

export const EN_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league }) => ({
    title: `${first.from.name} and ${first.to.name} swap ${first.player.name} for ${second.player.name}`,
    excerpt: `The first big deal of the ${league} window: two ${ROLE[first.player.role]}s change shirts.`,
    intro: `${first.player.name} leaves ${first.from.name} for ${first.to.name}, and ${second.player.name} makes the opposite journey.`,
    body: 'Both clubs wanted a different profile for their system, and the swap suits everyone: no money changes hands, only places in the line-up.',
    listTitle: 'The deal',
    list: [`${first.player.name}: ${first.from.name} → ${first.to.name}`, `${second.player.name}: ${second.from.name} → ${second.to.name}`],
    quote: 'It’s a fresh start and I’m taking it with both hands.',
    quoteBy: first.player.name,
    closing: 'Both players are available from the first matchday.',
    imageAlt: `${first.player.name} and ${second.player.name}`,
    caption: `${first.player.name} and ${second.player.name} swap clubs.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second }) => ({
    title: `${first.player.name} joins ${first.to.name} on loan`,
    excerpt: `${first.from.name} and ${first.to.name} agree a loan deal for two of their reserves.`,
    intro: `${first.player.name} moves to ${first.to.name} on loan until the end of the split, and ${second.player.name} goes the other way.`,
    body: 'Both reserves were short of minutes: the loan gives them a real chance to play.',
    listTitle: 'The loans',
    list: [`${first.player.name} (${ROLE[first.player.role]}) to ${first.to.name}`, `${second.player.name} (${ROLE[second.player.role]}) to ${second.to.name}`],
    quote: 'I want minutes, and here I’ll get them.',
    quoteBy: first.player.name,
    closing: 'Both clubs keep the option of recalling their players after the split.',
    imageAlt: `${first.player.name} in training`,
    caption: `${first.player.name}, on loan at ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released }) => ({
    title: `${team.name} sign ${player.name} as their new wildcard`,
    excerpt: `${player.name} arrives at ${team.name} as one of their 12th and 13th players.`,
    intro: `${team.name} have signed ${player.name}, a ${ROLE[player.role]} who was a free agent${released ? `, to replace ${released.name}` : ''}.`,
    body: 'Wildcards are the players a president picks outside the draft, and the choice can make or break a season.',
    listTitle: 'What the signing brings',
    list: ['Experience in big games', 'Pace on the counter', 'A shot from distance'],
    quote: 'The president called me and I said yes straight away.',
    quoteBy: player.name,
    closing: `${player.name} can make a debut on the next matchday.`,
    imageAlt: `${player.name} in a ${team.name} shirt`,
    caption: `${player.name}, the newest ${team.name} player.`,
    label: player.name,
  }),

  draft: ({ picks, total, league }) => {
    const [first] = picks;
    return {
      title: first ? `${league} draft: ${first.team.name} take ${first.player.name} with the first pick` : `${league} draft: the picks`,
      excerpt: `${total} picks, twelve squads and a few surprises: how the draft went.`,
      intro: first ? `${first.team.name} opened the draft with ${first.player.name}, a ${ROLE[first.player.role]} every president wanted.` : 'The draft is done.',
      body: 'Each president had a minute per pick, and the snake order meant the last pick of one round was the first of the next.',
      listTitle: 'The first picks',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${ROLE[pick.player.role]}), ${pick.team.name}`),
      quote: 'We had a list and the first name on it was still there.',
      quoteBy: first?.team.name ?? league,
      closing: 'The reserves were named at the end of the night; the full list is in the draft section.',
      imageAlt: 'The presidents on the draft stage',
      caption: `The ${league} draft night.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating }) => ({
    title: `The steal of the draft: ${pick.player.name} at pick ${pick.order}`,
    excerpt: `Rated ${rating}, ${pick.player.name} was still available in round ${pick.round}. ${pick.team.name} did not hesitate.`,
    intro: `${pick.player.name} went to ${pick.team.name} with pick ${pick.order}, in round ${pick.round}, despite a card rating of ${rating}.`,
    body: 'Other presidents were filling positions; the scouts who looked at form rather than needs got the bargain of the night.',
    listTitle: 'Why it is a steal',
    list: [`Card rating ${rating}`, `Pick ${pick.order}, round ${pick.round}`, `A ${ROLE[pick.player.role]} who fits the system`],
    quote: 'Some people doubted me. I’m here to prove them wrong.',
    quoteBy: pick.player.name,
    closing: 'We will keep an eye on how the late picks do over the split.',
    imageAlt: `${pick.player.name} in a ${pick.team.name} shirt`,
    caption: `${pick.player.name}, pick ${pick.order} of the draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => ({
    title: `${f.president.name}: “${f.team.name} want to be in the fight until the end”`,
    excerpt: `The ${f.team.name} president talks about the split, the table and the dressing room.`,
    intro: `${f.president.name} has been in the seat at ${f.team.name} since day one. The club sit ${englishOrdinal(f.rank)} with ${f.points} points from ${f.played} games.`,
    body: f.last
      ? `Their last game ended ${f.last.scored}-${f.last.conceded} against ${f.last.opponent.name}, a ${f.last.shootout ? 'shootout ' : ''}${f.last.won ? 'win' : 'defeat'} the president says taught the team a lot.`
      : 'The president says the squad has grown with every game.',
    listTitle: 'Three things we learned',
    list: [`${f.won === 1 ? 'One win' : `${f.won} wins`} so far this split`, 'The president’s penalty is practised every week', 'The secret weapon cards are decided together with the coach'],
    quote: 'I don’t want a team that’s afraid. I want a team that goes for it.',
    quoteBy: f.president.name,
    closing: `${f.team.name} are back in action on the next matchday.`,
    imageAlt: `${f.president.name}, president of ${f.team.name}`,
    caption: `${f.president.name} at the ${f.team.name} training ground.`,
    label: f.president.name,
  }),
};
