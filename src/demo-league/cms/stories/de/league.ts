// Die Regeln erklärt, Links zu den Kanälen der Liga und die Nachricht eines Partners, auf Deutsch.
import { gendered } from '../grammar';
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: (turn: number) => string; text: string; label: string; where: string }>> = {
  youtube: { title: (turn) => `Alle Spiele des ${turn}. Spieltags in voller Länge auf YouTube`, text: 'Die kompletten Spiele, die Pressekonferenzen und Blicke hinter die Kulissen gibt es auf unserem YouTube-Kanal.', label: 'YouTube', where: 'auf YouTube' },
  instagram: { title: () => 'Die Kabine wie nie zuvor, auf Instagram', text: 'Fotos und Storys direkt aus den Kabinen, an jedem Spieltag.', label: 'Instagram', where: 'auf Instagram' },
  tiktok: { title: () => 'Die besten Clips der Woche, auf TikTok', text: 'Tricks, Jubel und Pannen in weniger als einer Minute.', label: 'TikTok', where: 'auf TikTok' },
  twitch: { title: () => 'Die Liga live auf Twitch', text: 'Jeder Spieltag läuft live, kommentiert von den Klubs selbst.', label: 'Twitch', where: 'auf Twitch' },
  store: { title: () => 'Die neuen Trikots gibt es im offiziellen Shop', text: 'Heim- und Auswärtstrikots aller Klubs, mit deinem Namen und deiner Nummer.', label: 'Shop', where: 'im offiziellen Shop' },
  tickets: { title: () => 'Tickets für die nächsten Spieltage sind im Verkauf', text: 'Erlebe die Spiele, die den Split entscheiden, live auf der Tribüne.', label: 'Tickets', where: 'im Ticketshop' },
  fantasy: { title: (turn) => `Fantasy: Stell deine sieben vor dem ${turn}. Spieltag auf`, text: 'Ein Budget für alle, sieben Spieler im 2-3-1 und Punkte für jedes Tor, jede Vorlage und jede Parade.', label: 'Fantasy', where: 'im Fantasy-Spiel' },
};

export const DE_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league, female }) => ({
    title: `So funktioniert die ${league}: der Würfel, die Geheimwaffe und der ${gendered(female, 'Präsidentenelfmeter', 'Elfmeter der Präsidentin')}`,
    excerpt: 'Die Regeln, die jedes Spiel einzigartig machen, in zwei Minuten erklärt.',
    intro: 'Sieben gegen sieben, zwei Halbzeiten à zwanzig Minuten und kein Unentschieden: Steht es am Ende gleich, entscheidet das Elfmeterschießen.',
    body: 'Dazu kommen Regeln, die es nur in dieser Liga gibt und die ein Spiel in Sekunden drehen können.',
    listTitle: 'Die Sonderregeln',
    list: [
      `Der Würfel: Zu Beginn der zweiten Halbzeit entscheidet ein Wurf, wie viele ${gendered(female, 'Spieler', 'Spielerinnen')} jedes Team zwei Minuten lang auf dem Feld hat`,
      `Die Geheimwaffe: Jedes Team hat eine Karte, die es einmal ausspielen darf – vom Elfmeter für sich bis zu ${gendered(female, 'einem Gegenspieler, der', 'einer Gegenspielerin, die')} zwei Minuten vom Platz muss`,
      `Der ${gendered(female, 'Präsidentenelfmeter: Einmal pro Spiel darf der Präsident', 'Elfmeter der Präsidentin: Einmal pro Spiel darf die Präsidentin')} selbst einen Elfmeter schießen`,
      'Doppeltore: In den letzten zwei Minuten jeder Halbzeit zählen manche Tore doppelt',
    ],
    quote: 'Nichts ist entschieden bis zum Schlusspfiff. Genau darum geht es.',
    quoteBy: league,
    closing: 'Das komplette Regelwerk steht auf der Website der Liga.',
    imageAlt: 'Ein Schiedsrichter zeigt die Karte der Geheimwaffe',
    caption: 'Die Karte der Geheimwaffe, eine der eigenen Regeln der Liga.',
    label: 'Regeln',
  }),

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title(turn),
      excerpt: text.text,
      intro: text.text,
      body: `Folge der ${league}, wo immer du bist.`,
      listTitle: 'Das erwartet dich',
      list: ['Exklusive Inhalte', 'Die Neuigkeiten zuerst', 'Alles über deinen Klub'],
      quote: 'Die Liga wird auf dem Platz gespielt und online gelebt.',
      quoteBy: league,
      closing: 'Der Link öffnet den offiziellen Kanal der Liga.',
      imageAlt: `Die ${league} ${text.where}`,
      caption: `Die ${league} ${text.where}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `Eine Nachricht eines Partners zum ${turn}. Spieltag`,
    excerpt: 'Ein Text, den einer der Partner der Liga geschickt hat.',
    intro: 'Dieser Inhalt stammt aus dem Portal eines Partners und wird so veröffentlicht, wie er eingegangen ist.',
    body: `Fans von ${team.name} können während des ${turn}. Spieltags an einer Ticketverlosung teilnehmen.`,
    listTitle: 'So machst du mit',
    list: ['Registriere dich auf der Website des Partners', 'Beantworte die Frage des Tages', 'Schau am Montag nach, ob du gewonnen hast'],
    quote: 'Wir wollen die Liga näher zu jedem Fan bringen.',
    quoteBy: team.name,
    closing: 'Die vollständigen Teilnahmebedingungen stehen auf der Website des Partners.',
    imageAlt: 'Fans auf der Tribüne',
    caption: 'Volle Ränge am Spieltag.',
    label: 'Partner',
  }),
};
