// Transfermarkt, Draft und Präsidenten, auf Deutsch.
import type { PlayerRole } from '../../../generator/types';
import { gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, readonly [string, string]>> = {
  goalkeeper: ['Torwart', 'Torhüterin'],
  defender: ['Verteidiger', 'Verteidigerin'],
  midfielder: ['Mittelfeldspieler', 'Mittelfeldspielerin'],
  forward: ['Stürmer', 'Stürmerin'],
};
const role = (player: PlayerFact) => ROLE[player.role][player.female ? 1 : 0];
const players = (female: boolean) => gendered(female, 'Spieler', 'Spielerinnen');
const presidents = (female: boolean) => gendered(female, 'Präsidenten', 'Präsidentinnen');

export const DE_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `${first.from.name} und ${first.to.name} tauschen ${first.player.name} und ${second.player.name}`,
    excerpt: `Der erste große Deal auf dem Transfermarkt der ${league}: Zwei ${players(female)} wechseln das Trikot.`,
    intro: `${first.player.name} wechselt von ${first.from.name} zu ${first.to.name}, ${second.player.name} geht den umgekehrten Weg.`,
    body: 'Beide Klubs suchten ein anderes Profil für ihr System, und der Tausch passt allen: Es fließt kein Geld, es geht nur um Plätze in der Startaufstellung.',
    listTitle: 'Der Deal',
    list: [`${first.player.name}: ${first.from.name} → ${first.to.name}`, `${second.player.name}: ${second.from.name} → ${second.to.name}`],
    quote: 'Das ist ein Neuanfang, und den will ich nutzen.',
    quoteBy: first.player.name,
    closing: 'Beide sind ab dem ersten Spieltag spielberechtigt.',
    imageAlt: `${first.player.name} und ${second.player.name}`,
    caption: `${first.player.name} und ${second.player.name} tauschen die Klubs.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.player.name} wechselt auf Leihbasis zu ${first.to.name}`,
    excerpt: `${first.from.name} und ${first.to.name} einigen sich auf die Ausleihe zweier ${gendered(female, 'Ersatzspieler', 'Ersatzspielerinnen')}.`,
    intro: `${first.player.name} spielt bis zum Ende des Splits leihweise für ${first.to.name}, ${second.player.name} geht den umgekehrten Weg.`,
    body: `Beide ${gendered(female, 'Ersatzspieler', 'Ersatzspielerinnen')} kamen kaum zum Einsatz: Die Leihe gibt ihnen eine echte Chance.`,
    listTitle: 'Die Leihgeschäfte',
    list: [`${first.player.name} (${role(first.player)}) → ${first.to.name}`, `${second.player.name} (${role(second.player)}) → ${second.to.name}`],
    quote: 'Ich will Spielzeit, und hier bekomme ich sie.',
    quoteBy: first.player.name,
    closing: `Beide Klubs können ihre ${players(female)} zum Ende des Splits zurückholen.`,
    imageAlt: `${first.player.name} im Training`,
    caption: `${first.player.name}, ausgeliehen an ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} holt ${player.name} als Wildcard`,
    excerpt: `${player.name} verstärkt ${team.name} als Wildcard, also als ${gendered(player.female, 'einer der Spieler', 'eine der Spielerinnen')} 12 und 13.`,
    intro: `${team.name} hat ${player.name} verpflichtet, ${gendered(player.female, 'einen vereinslosen', 'eine vereinslose')} ${role(player)}${released ? `, als Ersatz für ${released.name}` : ''}.`,
    body: `Wildcards sind ${gendered(female, 'die Spieler, die jeder Präsident', 'die Spielerinnen, die jede Präsidentin')} außerhalb des Drafts auswählt, und die richtige Wahl kann eine Saison entscheiden.`,
    listTitle: 'Was der Neuzugang mitbringt',
    list: ['Erfahrung in großen Spielen', 'Tempo im Konter', 'Einen Schuss aus der Distanz'],
    quote: `${gendered(female, 'Der Präsident', 'Die Präsidentin')} hat mich angerufen, und ich habe sofort zugesagt.`,
    quoteBy: player.name,
    closing: `${player.name} kann schon am nächsten Spieltag debütieren.`,
    imageAlt: `${player.name} im Trikot von ${team.name}`,
    caption: `${player.name}, der Neuzugang von ${team.name}.`,
    label: player.name,
  }),

  draft: ({ picks, total, league, female }) => {
    const [first] = picks;
    return {
      title: first ? `Draft der ${league}: ${first.team.name} wählt ${first.player.name} an erster Stelle` : `Draft der ${league}: alle Picks`,
      excerpt: `${total} Picks und ein paar Überraschungen: So lief der Draft.`,
      intro: first
        ? `${first.team.name} eröffnete den Draft mit ${first.player.name}, ${gendered(first.player.female, 'einem', 'einer')} ${role(first.player)}, ${gendered(first.player.female, 'den', 'die')} alle ${presidents(female)} haben wollten.`
        : 'Der Draft ist vorbei.',
      body: `${gendered(female, 'Jeder Präsident', 'Jede Präsidentin')} hatte eine Minute pro Pick, und durch die Schlangenreihenfolge eröffnete, wer eine Runde beendete, auch die nächste.`,
      listTitle: 'Die ersten Picks',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)}), ${pick.team.name}`),
      quote: 'Wir hatten eine Liste, und der erste Name war noch zu haben.',
      quoteBy: first?.team.name ?? league,
      closing: `Die ${gendered(female, 'Ersatzspieler', 'Ersatzspielerinnen')} wurden am Ende des Abends gewählt; die komplette Liste steht im Draft-Bereich.`,
      imageAlt: `Die ${presidents(female)} auf der Draft-Bühne`,
      caption: `Der Draft-Abend der ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `Das Schnäppchen des Drafts: ${pick.player.name} an Position ${pick.order}`,
    excerpt: `Mit einer Kartenwertung von ${rating} war ${pick.player.name} in Runde ${pick.round} noch zu haben. ${pick.team.name} zögerte nicht.`,
    intro: `${pick.player.name} ging mit dem ${pick.order}. Pick in Runde ${pick.round} an ${pick.team.name}, trotz einer Kartenwertung von ${rating}.`,
    body: `Während andere ${presidents(female)} Positionen auffüllten, machten die Scouts, die auf die Form statt auf den Bedarf schauten, das Schnäppchen des Abends.`,
    listTitle: 'Warum es ein Schnäppchen ist',
    list: [`Kartenwertung ${rating}`, `Pick ${pick.order}, Runde ${pick.round}`, `${gendered(pick.player.female, 'Ein', 'Eine')} ${role(pick.player)}, ${gendered(pick.player.female, 'der', 'die')} ins System passt`],
    quote: 'Manche haben an mir gezweifelt. Ich bin hier, um ihnen das Gegenteil zu beweisen.',
    quoteBy: pick.player.name,
    closing: 'Wir behalten im Blick, wie sich die späten Picks im Laufe des Splits schlagen.',
    imageAlt: `${pick.player.name} im Trikot von ${pick.team.name}`,
    caption: `${pick.player.name}, Pick ${pick.order} im Draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const byPresident = gendered(f.president.female, 'dem Präsidenten', 'der Präsidentin');
    return {
      title: `${f.president.name}: „${f.team.name} will bis zum Schluss mitkämpfen“`,
      excerpt: `${gendered(f.president.female, 'Der Präsident', 'Die Präsidentin')} von ${f.team.name} spricht über den Split, die Tabelle und die Kabine.`,
      intro: `${f.president.name} führt ${f.team.name} seit dem ersten Tag. Das Team steht mit ${f.points} Punkten aus ${f.played} Spielen auf Platz ${f.rank}.`,
      body: f.last
        ? `Das letzte Spiel endete ${f.last.scored}:${f.last.conceded} gegen ${f.last.opponent.name}, ${f.last.won ? 'ein Sieg' : 'eine Niederlage'}${f.last.shootout ? ' im Elfmeterschießen' : ''}, ${f.last.won ? 'aus dem' : 'aus der'} das Team laut ${byPresident} viel gelernt hat.`
        : `Laut ${byPresident} ist der Kader mit jedem Spiel gewachsen.`,
      listTitle: 'Drei Dinge, die wir gelernt haben',
      list: [
        `${f.won === 1 ? 'Ein Sieg' : `${f.won} Siege`} bisher in diesem Split`,
        `Der ${gendered(f.president.female, 'Präsidentenelfmeter', 'Elfmeter der Präsidentin')} wird jede Woche geübt`,
        'Über die Karten der Geheimwaffe wird gemeinsam mit dem Trainerteam entschieden',
      ],
      quote: 'Ich will kein Team, das Angst hat. Ich will ein Team, das mutig nach vorne spielt.',
      quoteBy: f.president.name,
      closing: `${f.team.name} ist am nächsten Spieltag wieder im Einsatz.`,
      imageAlt: `${f.president.name}, ${gendered(f.president.female, 'Präsident', 'Präsidentin')} von ${f.team.name}`,
      caption: `${f.president.name} auf dem Trainingsgelände von ${f.team.name}.`,
      label: f.president.name,
    };
  },
};
