// Spielberichte, Vorschauen und Highlights jedes Spieltags, auf Deutsch.
import { gendered, minuteMark } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';

// Ergebnisse schreibt man im Deutschen mit Doppelpunkt.
const score = (a: number, b: number) => `${a}:${b}`;
const goals = (n: number) => (n === 1 ? 'ein Tor' : `${n} Tore`);

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' (Doppeltor)',
    penalty: ' (Elfmeter)',
    president: gendered(goal.scorer.female, ' (Präsidentenelfmeter)', ' (Elfmeter der Präsidentin)'),
  }[goal.kind];
  return `${minuteMark(goal.minute)} ${goal.scorer.name}, ${goal.team.name}${how}`;
}

export const DE_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const pairing = `${f.home.name} – ${f.away.name}`;
    const titles = [
      `${pairing} ${result}${f.shootout ? ` (${score(f.shootout.home, f.shootout.away)} im Elfmeterschießen)` : ''}: der Spielbericht vom ${f.turn}. Spieltag`,
      f.shootout ? `${f.winner.name} setzt sich im Elfmeterschießen gegen ${f.loser.name} durch` : `${f.winner.name} schlägt ${f.loser.name} am ${f.turn}. Spieltag mit ${won}`,
      `Spielbericht: ${pairing} ${result}`,
    ];
    const intros = {
      shootout: `Nach vierzig Minuten stand es zwischen ${f.home.name} und ${f.away.name} ${result}, also musste das Elfmeterschießen entscheiden: ${f.winner.name} behielt die Nerven und gewann es mit ${pens}.`,
      comeback: `${f.winner.name} lag zur Pause zurück und gewann am Ende trotzdem mit ${won} gegen ${f.loser.name} – eine Aufholjagd, die Gold wert ist.`,
      rout: `${f.winner.name} überrollte ${f.loser.name} mit ${won}, und es hätte noch deutlicher ausfallen können.`,
      narrow: `${f.winner.name} setzte sich knapp mit ${won} gegen ${f.loser.name} durch, in einem Spiel, das bis zum Schlusspfiff offen blieb.`,
      win: `${f.winner.name} besiegte ${f.loser.name} mit ${won} und hatte das Spiel jederzeit im Griff.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `Zur Pause stand es ${score(f.halfTime.home, f.halfTime.away)}.`,
      first ? `${first.scorer.name} eröffnete in der ${first.minute}. Minute den Torreigen.` : 'In der regulären Spielzeit blieben beide Tore sauber.',
      f.dice ? `In der ${f.dice.minute}. Minute schickte der Würfel die Teams zum ${f.dice.players} gegen ${f.dice.players}, und das Spiel wurde offener.` : '',
      penalty
        ? `${penalty.president.name}, ${gendered(penalty.president.female, 'Präsident', 'Präsidentin')} von ${penalty.team.name}, trat selbst zum ${gendered(penalty.president.female, 'Präsidentenelfmeter', 'Elfmeter der Präsidentin')} an und ${penalty.scored ? 'verwandelte' : 'scheiterte'}.`
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${f.mvp.name} wurde zum MVP der Partie ${f.home.name} gegen ${f.away.name} gewählt, die ${f.winner.name} am ${f.turn}. Spieltag für sich entschied.`
        : `${f.winner.name} schlug ${f.loser.name} am ${f.turn}. Spieltag der ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'Die Tore',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['Keine Tore in der regulären Spielzeit'],
      quote: f.shape === 'shootout'
        ? 'Elfmeterschießen ist Lotterie, bis du selbst schießen musst. Wir haben es die ganze Woche geübt.'
        : 'Wir haben den Plan von der ersten bis zur letzten Minute durchgezogen, und die Tore kamen.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `${f.winner.name} hat nun ${f.winnerPoints} Punkte und steht auf Platz ${f.winnerRank} der Tabelle.`,
      imageAlt: `${f.home.name} gegen ${f.away.name} am ${f.turn}. Spieltag`,
      caption: `Szene aus ${f.home.name} gegen ${f.away.name}, ${f.turn}. Spieltag.`,
      label: result,
    };
  },

  preview: (f) => ({
    title: `Vorschau auf den ${f.turn}. Spieltag: ${f.headline.home.name} gegen ${f.headline.away.name} ist das Topspiel`,
    excerpt: `${f.fixtures.length} Spiele, ein Topspiel: alles, was man vor dem ${f.turn}. Spieltag der ${f.league} wissen muss.`,
    intro: f.leader
      ? `${f.leader.team.name} geht als Tabellenführer mit ${f.leader.points} Punkten in den ${f.turn}. Spieltag, doch entschieden ist noch nichts.`
      : `Die ${f.league} beginnt, und die Anstoßzeiten des ersten Spieltags stehen fest.`,
    body: `Alle Augen richten sich auf ${f.headline.home.name} gegen ${f.headline.away.name}.${
      f.topScorer
        ? ` ${f.topScorer.player.name} (${f.topScorer.team.name}) geht als ${gendered(f.topScorer.player.female, 'bester Torschütze', 'beste Torschützin')} mit ${f.topScorer.goals === 1 ? 'einem Tor' : `${f.topScorer.goals} Toren`} in den Spieltag.`
        : ''
    }`,
    listTitle: `Die Spiele des ${f.turn}. Spieltags`,
    list: f.fixtures.map((fixture) => `${fixture.kickoff} Uhr: ${fixture.home.name} – ${fixture.away.name}`),
    quote: 'In dieser Liga gibt es keine leichten Spiele. Zwei Halbzeiten à zwanzig Minuten vergehen wie im Flug.',
    quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
    closing: 'Alle Spiele laufen live auf den offiziellen Kanälen der Liga.',
    imageAlt: `${f.headline.home.name} und ${f.headline.away.name} vor dem ${f.turn}. Spieltag`,
    caption: `${f.headline.home.name} gegen ${f.headline.away.name}, das Topspiel des ${f.turn}. Spieltags.`,
    label: `Spieltag ${f.turn}`,
  }),

  highlights: (f) => {
    const best = `${f.best.home.name} – ${f.best.away.name} ${score(f.best.homeScore, f.best.awayScore)}`;
    return {
      title: `Video: das Beste vom ${f.turn}. Spieltag`,
      excerpt: `${goals(f.goals)}${f.shootouts > 0 ? `, ${f.shootouts === 1 ? 'ein Elfmeterschießen' : `${f.shootouts} Elfmeterschießen`}` : ''} und der MVP: der ${f.turn}. Spieltag in den offiziellen Highlights.`,
      intro: `Der ${f.turn}. Spieltag brachte ${goals(f.goals)}, und das spektakulärste Spiel war ${best}.`,
      body: f.mvp ? `${f.mvp.name} (${f.mvp.team.name}) wurde zum MVP des Spieltags gewählt.` : 'Der MVP des Spieltags wird auf den Kanälen der Liga bekanntgegeben.',
      listTitle: 'Im Video',
      list: [best, 'Die Paraden des Spieltags', 'Die Doppeltore der letzten zwei Minuten'],
      quote: 'Wenn ich es mir noch mal ansehe, kann ich immer noch nicht glauben, dass der reinging.',
      quoteBy: f.mvp?.name ?? f.best.home.name,
      closing: `Stimmt auf den Kanälen der Liga für das Tor des ${f.turn}. Spieltags ab.`,
      imageAlt: `Torjubel am ${f.turn}. Spieltag`,
      caption: `Das Beste vom ${f.turn}. Spieltag der ${f.league}.`,
      label: score(f.best.homeScore, f.best.awayScore),
    };
  },
};
