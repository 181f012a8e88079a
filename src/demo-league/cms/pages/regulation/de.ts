// The regulation page in German: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const DE: PageWriter<RegulationText> = ({ league, competition, g }) => ({
  title: 'Regelwerk',
  excerpt: `So läuft ein Spiel der ${league}: Modus, Würfel, Geheimwaffen, Präsidentenelfmeter, Shootouts und Disziplinarregeln.`,
  intro: `Hier findest du die wichtigsten Regeln der ${league}. Sie fassen das Book of Rules zusammen, das für jedes Spiel der Saison gilt; bei Abweichungen ist das Book of Rules maßgeblich.`,
  contents: 'Inhalt',
  sections: {
    format: {
      heading: 'Spielmodus',
      blocks:
        competition === 'league'
          ? [
              { p: 'Zwölf Teams bestreiten eine Hauptrunde mit elf Spieltagen, in der jedes Team einmal gegen jedes andere antritt. Ein Sieg in der regulären Spielzeit bringt drei Punkte, ein Sieg im Shootout zwei und eine Niederlage im Shootout einen; eine Niederlage in der regulären Spielzeit bringt keinen Punkt.' },
              { p: 'Die besten acht erreichen die Playoffs: Viertelfinale, Halbfinale und Finale, jeweils in einem einzigen Spiel. Bei Punktgleichheit entscheidet der direkte Vergleich, danach die Tordifferenz und schließlich die Zahl der erzielten Tore.' },
            ]
          : [
              { p: 'Das Turnier wird im K.-o.-System gespielt. Jede Runde besteht aus einem einzigen Spiel, und der Sieger zieht Runde für Runde bis ins Finale ein.' },
              { p: 'Jedes Spiel hat einen Sieger: Steht es beim Schlusspfiff unentschieden, fällt die Entscheidung im Shootout.' },
            ],
    },
    squads: {
      heading: 'Kader und Präsidenten',
      blocks: [
        competition === 'league'
          ? { p: `Jedes Team hat einen Kader aus zwölf ${g('Spielern', 'Spielerinnen')}: zehn im Draft gewählte und zwei Wildcards, die „12-13“, die der Club frei verpflichtet und in den von der Liga festgelegten Wechselfenstern während der Saison austauschen darf.` }
          : { p: `Jedes Team meldet vor dem Turnier einen Kader aus zwölf ${g('Spielern', 'Spielerinnen')}. Nach dem ersten Spiel darf ${g('ein Spieler', 'eine Spielerin')} nur noch wegen einer vom medizinischen Team der Liga bestätigten Verletzung ersetzt werden.` },
        { p: `Auf dem Platz stehen sieben: ${g('ein Torhüter', 'eine Torhüterin')} und sechs ${g('Feldspieler', 'Feldspielerinnen')}. Gewechselt wird unbegrenzt und fliegend: Wer ausgewechselt wurde, darf wieder hinein, immer über die Wechselzone des eigenen Teams.` },
        { p: 'An der Spitze jedes Teams steht sein Präsident. Er sitzt mit dem Trainerteam auf der Bank, vertritt den Club gegenüber der Liga und darf den Präsidentenelfmeter schießen.' },
      ],
    },
    'match-length': {
      heading: 'Spieldauer',
      blocks: [
        { p: 'Ein Spiel dauert vierzig Minuten: zwei Halbzeiten zu je zwanzig Minuten mit drei Minuten Pause. Die Uhr läuft bei Einwürfen, Fouls und Wechseln weiter, und es gibt keine Nachspielzeit: Die Sirene beendet jede Halbzeit, egal wo der Ball gerade ist.' },
        { p: `Nur der Schiedsrichter darf die Uhr anhalten: für den Würfelwurf, während eine Geheimwaffe oder ein Präsidentenelfmeter ausgeführt wird oder wenn ${g('ein Spieler', 'eine Spielerin')} behandelt werden muss. Absichtliches Zeitspiel wird bestraft.` },
      ],
    },
    'kick-off': {
      heading: 'Anstoß und Aufstockung',
      blocks: [
        { p: `Das Spiel beginnt eins gegen eins: ${g('ein einziger Feldspieler', 'eine einzige Feldspielerin')} pro Team, dazu ${g('die Torhüter', 'die Torhüterinnen')}. Der Ball fällt aus einem Käfig über dem Mittelkreis, und ${g('beide Spieler', 'beide Spielerinnen')} sprinten von ihrer Torlinie los, um ihn zu erobern.` },
        { p: `Am Ende jeder Minute bringt jedes Team ${g('einen weiteren Spieler', 'eine weitere Spielerin')}, bis ab der fünften Minute beide vollzählig sind: sieben gegen sieben.` },
      ],
    },
    dice: {
      heading: 'Der Würfel',
      blocks: [
        { p: `Zu Beginn der zweiten Halbzeit unterbricht der Schiedsrichter das Spiel, und der Riesenwürfel wird geworfen. Die gewürfelte Zahl von eins bis sechs bestimmt, wie viele ${g('Feldspieler', 'Feldspielerinnen')} jedes Team neben ${g('seinem Torhüter', 'seiner Torhüterin')} für die nächsten zwei Minuten auf dem Platz behält: von eins gegen eins bis sechs gegen sechs.` },
        { p: `Nach den zwei Minuten wird die Uhr erneut angehalten, und beide Teams sind wieder vollzählig. ${g('Ein Spieler', 'Eine Spielerin')} mit Zeitstrafe zählt weiterhin zur Zahl des eigenen Teams.` },
      ],
    },
    'double-goal': {
      heading: 'Doppeltore',
      blocks: [
        { p: 'In den letzten zwei Minuten jeder Halbzeit, ab der 18. und ab der 38. Minute, kommt ein andersfarbiger Ball ins Spiel, und jedes Tor zählt doppelt.' },
        { p: 'Doppelte Werte addieren sich nicht: Ein Tor, das in diesen Minuten unter der Karte „Doppeltor“ fällt, zählt trotzdem zwei und nicht vier.' },
      ],
    },
    'secret-weapons': {
      heading: 'Geheimwaffen',
      blocks: [
        { p: 'Vor dem Anstoß zieht jedes Team zufällig eine Karte. Niemand sonst kennt sie, bis sie gespielt wird: Das Team drückt seinen Buzzer, und die Karte wirkt ab der nächsten Spielunterbrechung. Jede Karte kann einmal eingesetzt werden, in der zweiten Halbzeit, aber nie während der Würfelphase oder der Doppeltor-Minuten.' },
        {
          terms: [
            ['Elfmeter', 'ein Strafstoß für das Team, geschossen vom Elfmeterpunkt von einer beliebigen Person auf dem Platz.'],
            ['Shootout', 'ein Shootout für das Team, ausgeführt wie im Shootout nach Spielende.'],
            ['Doppeltor', 'zwei Minuten lang zählen die Tore des Teams doppelt.'],
            ['Ausschluss', `das Team bestimmt ${g('einen gegnerischen Feldspieler', 'eine gegnerische Feldspielerin')}, ${g('der', 'die')} für zwei Minuten vom Platz muss und nicht ersetzt werden darf.`],
            ['Star Player', `das Team benennt ${g('einen seiner Spieler, dessen', 'eine seiner Spielerinnen, deren')} erstes Tor im Spiel doppelt zählt; der Gegner erfährt, um wen es sich handelt.`],
            ['Joker', 'das Team spielt eine beliebige der obigen Karten oder stiehlt dem Gegner seine Karte, bevor dieser sie einsetzt.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'Der Präsidentenelfmeter',
      blocks: [
        { p: `Einmal pro Spiel darf jeder Präsident selbst aufs Feld und vom Elfmeterpunkt gegen ${g('den gegnerischen Torhüter', 'die gegnerische Torhüterin')} antreten. Er fordert ihn mit dem Buzzer des Teams von der Bank an und schießt bei der nächsten Unterbrechung.` },
        { p: 'Schießen darf nur ein Präsident, der in der Halle anwesend ist, und nie nach der 36. Minute, während der Aufstockung, der Würfelphase oder der Doppeltor-Minuten. Nach dem Schuss darf der Gegner sofort mit seinem eigenen Präsidentenelfmeter antworten.' },
      ],
    },
    shootout: {
      heading: 'Shootouts',
      blocks: [
        { p: `Unentschieden gibt es nicht. Steht es beim Schlusspfiff gleich, entscheidet das Shootout: ${g('Der Spieler', 'Die Spielerin')} startet mit dem Ball 25 Meter vor dem Tor und hat fünf Sekunden Zeit, ${g('den Torhüter', 'die Torhüterin')} zu überwinden, ob per Dribbling oder per Schuss.` },
        { p: `Jedes Team schießt abwechselnd dreimal. Steht es danach immer noch gleich, geht es mit je einem Versuch weiter, bis ein Team trifft und das andere nicht. ${g('Der Torhüter', 'Die Torhüterin')} darf die Linie verlassen, sobald der Pfiff ertönt.` },
      ],
    },
    discipline: {
      heading: 'Disziplinarregeln',
      blocks: [
        { p: `Eine Gelbe Karte bedeutet zwei Minuten Zeitstrafe, das Team spielt in Unterzahl. Nach der zweiten Gelben oder einer direkten Roten Karte ${g('wird der Spieler', 'wird die Spielerin')} des Feldes verwiesen: Das Team spielt fünf Minuten in Unterzahl und darf danach ${g('einen anderen Spieler', 'eine andere Spielerin')} bringen.` },
        { p: 'Der Disziplinarausschuss prüft jeden Spieltag und kann Sperren und Geldstrafen verhängen. Seine Entscheidungen veröffentlicht die Liga; gegen sie kann binnen 48 Stunden Einspruch eingelegt werden.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: `Das vollständige Book of Rules enthält alle Artikel des Wettbewerbs, von der Spielberechtigung der ${g('Spieler', 'Spielerinnen')} bis zum Einspruchsverfahren.`,
    link: 'Book of Rules herunterladen (PDF)',
  },
});
