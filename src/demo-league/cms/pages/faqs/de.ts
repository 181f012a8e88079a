// The FAQs in German: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const DE: PageWriter<FaqText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Häufige Fragen',
  excerpt: `Tickets, Regeln, Übertragungen, Draft und Halle: die Antworten, nach denen Fans der ${league} am häufigsten suchen.`,
  intro: `Alles, was du vor einem Spieltag der ${league} wissen musst. Ist deine Frage nicht dabei, schreib uns über die Kontaktseite.`,
  items: {
    tickets: {
      question: 'Wie kaufe ich Tickets?',
      answer: 'Die Tickets für jeden Spieltag gehen etwa zwei Wochen vorher im offiziellen Ticketshop in den Verkauf und kommen direkt aufs Handy. Kauf sie nur dort: Tickets vom Zweitmarkt können ohne Erstattung storniert werden.',
      ...(links.tickets ? { link: { label: 'Tickets kaufen', href: links.tickets } } : {}),
    },
    'match-format': {
      question: 'Wie läuft ein Spiel ab?',
      answer: `Sieben gegen sieben, zwei Halbzeiten zu je zwanzig Minuten und kein Unentschieden. Das Spiel beginnt eins gegen eins, der Würfel ändert in der zweiten Halbzeit die Zahl der ${g('Spieler', 'Spielerinnen')}, in den letzten zwei Minuten jeder Halbzeit zählen Tore doppelt, und jedes Team hat eine Geheimwaffe und einen Präsidentenelfmeter. Auf der Seite „Regelwerk“ ist alles genau erklärt.`,
    },
    'where-to-watch': {
      question: 'Wo kann ich die Spiele sehen?',
      answer: 'Alle Spiele laufen live und kostenlos auf den Twitch- und YouTube-Kanälen der Liga und auf den Kanälen der Präsidenten. Tore und Highlights gibt es danach auf TikTok, Instagram und X.',
      ...(links.watch ? { link: { label: 'Auf Twitch ansehen', href: links.watch } } : {}),
    },
    draft: {
      question: 'Wie funktioniert der Draft?',
      answer: `Vor der Saison wählen die Präsidenten reihum ihre ${g('Spieler', 'Spielerinnen')} aus dem Draft-Pool, in einer Reihenfolge, die eine Auslosung und die Tabelle der Vorsaison festlegen. Wer volljährig ist, kann sich anmelden, solange die Registrierung offen ist; wer beim Probetraining überzeugt, kommt in den finalen Pool.`,
    },
    wildcards: {
      question: `Wer sind die „12-13“-${g('Spieler', 'Spielerinnen')}?`,
      answer: `Jedes Team ergänzt seinen Kader um zwei Wildcards, die „12-13“, die der Club frei verpflichtet: oft ${g('ehemalige Profis', 'ehemalige Profispielerinnen')} oder bekannte Gesichter. Sie können während der Saison in den von der Liga angekündigten Wechselfenstern ausgetauscht werden.`,
    },
    'media-accreditation': {
      question: 'Wie bekomme ich eine Medienakkreditierung?',
      answer: `Journalisten, Fotografen und Content Creator beantragen sie auf der Seite „Medienakkreditierung“, mit einem Antrag pro Person und Spieltag. Anträge sind bis ${hours} Stunden vor dem ersten Spiel des Spieltags möglich.`,
    },
    store: {
      question: 'Wo gibt es die Trikots?',
      answer: 'Die offiziellen Trikots und Fanartikel aller Teams gibt es im Onlineshop der Liga und an Spieltagen am Shop-Stand in der Halle.',
      link: { label: 'Zum Shop', href: links.store },
    },
    children: {
      question: 'Brauchen Kinder ein Ticket?',
      answer: 'Kinder unter drei Jahren haben freien Eintritt, auf dem Schoß eines Erwachsenen und ohne eigenen Sitzplatz. Ab drei Jahren braucht jede Person ein Ticket, und Jugendliche unter 16 Jahren müssen von einem Erwachsenen begleitet werden.',
    },
    accessibility: {
      question: 'Ist die Halle barrierefrei?',
      answer: 'Ja. Es gibt Plätze für Rollstuhlfahrende mit einem Sitz für eine Begleitperson, barrierefreie Toiletten und einen stufenlosen Zugang vom Eingang aus. Wähl beim Ticketkauf den barrierefreien Bereich oder schreib uns über die Kontaktseite, dann reservieren wir ihn für dich.',
    },
    'doors-and-bags': {
      question: 'Wann ist Einlass und was darf ich mitbringen?',
      answer: 'Einlass ist eine Stunde vor dem ersten Spiel des Tages. Taschen größer als DIN A4, Glas, Dosen, Fahnen mit Stangen und Profikameras ohne Akkreditierung sind nicht erlaubt. Wer die Halle verlässt, kann nicht wieder hinein.',
    },
  },
});
