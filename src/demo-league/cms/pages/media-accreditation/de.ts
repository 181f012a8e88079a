// The media accreditation page in German: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const DE: PageWriter<AccreditationText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Medienakkreditierung',
  excerpt: `Wie Journalisten, Fotografen und Content Creator eine Akkreditierung für einen Spieltag der ${league} beantragen.`,
  intro: `Die ${league} heißt die Medien an jedem Spieltag willkommen. Die Akkreditierung ist persönlich, kostenlos und gilt jeweils für einen Spieltag, im Rahmen der verfügbaren Plätze im Pressebereich.`,
  sections: {
    'who-can-apply': {
      heading: 'Wer sich bewerben kann',
      blocks: [
        {
          list: [
            'Journalistinnen und Journalisten von Zeitungen, Radio, Fernsehen oder Nachrichtenportalen.',
            'Fotografinnen, Fotografen und Kameraleute im Auftrag eines Mediums oder einer Agentur.',
            'Content Creator, die regelmäßig über Fußball oder die Liga berichten und auf einer Plattform mindestens 10.000 Follower haben.',
          ],
        },
        { p: 'Jede Person stellt einen eigenen Antrag und nennt darin das Medium oder den Kanal sowie die geplante Berichterstattung. Die Liga beantwortet jeden Antrag per E-Mail und kann die Zahl der Plätze pro Medium begrenzen.' },
      ],
    },
    deadline: {
      heading: 'Antragsfrist',
      blocks: [
        { p: `Die Antragsfrist endet ${hours} Stunden vor dem Anstoß des ersten Spiels des Spieltags. Später eingehende Anträge werden nicht berücksichtigt. Für die Playoffs und das Finale kann die Liga in ihren offiziellen Mitteilungen frühere Fristen festlegen.` },
      ],
    },
    'on-the-day': {
      heading: 'Am Spieltag',
      blocks: [
        {
          list: [
            'Die Bestätigungs-E-Mail mit deinem QR-Code.',
            'Einen amtlichen Lichtbildausweis: Personalausweis, Reisepass oder Führerschein.',
            'Deinen Presseausweis oder ein Schreiben deines Mediums, falls vorhanden.',
          ],
        },
        { p: 'Hol deinen Pass am Pressecounter ab, der neunzig Minuten vor dem ersten Spiel öffnet. Pässe werden nicht verschickt und können nicht von anderen Personen abgeholt werden.' },
      ],
    },
    conduct: {
      heading: 'Verhaltensregeln',
      blocks: [
        {
          list: [
            'Trag deinen Pass jederzeit sichtbar und halte dich nur in den freigegebenen Bereichen auf.',
            'Blitzlicht und Drohnen sind nicht erlaubt.',
            `Interviews finden nach jedem Spiel in der Mixed Zone statt, mit Zustimmung der Pressestelle und ${g('der Spieler', 'der Spielerinnen')}, die dazu bereit sind.`,
            'Spiele dürfen nicht live aus der Halle übertragen werden; Clips von bis zu sechzig Sekunden dürfen nach jedem Spiel veröffentlicht werden.',
          ],
        },
        { p: 'Wer gegen diese Regeln verstößt, verliert sofort seinen Pass und muss damit rechnen, dass künftige Anträge abgelehnt werden.' },
      ],
    },
  },
  apply: { label: 'Akkreditierung beantragen', href: links.accreditationForm },
});
