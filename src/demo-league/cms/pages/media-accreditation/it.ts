// The media accreditation page in Italian: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const IT: PageWriter<AccreditationText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Accrediti stampa',
  excerpt: `Come giornalisti, fotografi e content creator possono chiedere l’accredito per seguire una giornata della ${league}.`,
  intro: `La ${league} apre le porte ai media a ogni giornata. L’accredito è personale, gratuito e vale per una sola giornata, nei limiti dei posti disponibili in tribuna stampa.`,
  sections: {
    'who-can-apply': {
      heading: 'Chi può fare richiesta',
      blocks: [
        {
          list: [
            'Giornalisti di testate cartacee, radio, televisioni o siti d’informazione.',
            'Fotografi e operatori video incaricati da una testata o da un’agenzia.',
            'Content creator che seguono con regolarità il calcio o la Lega, con un pubblico di almeno 10.000 follower su una piattaforma.',
          ],
        },
        { p: 'Ogni persona presenta una richiesta individuale, indicando la testata o il canale e il tipo di copertura previsto. La Lega risponde a tutte le richieste via email e può limitare il numero di posti per testata.' },
      ],
    },
    deadline: {
      heading: 'Termine',
      blocks: [
        { p: `Le richieste si chiudono ${hours} ore prima del calcio d’inizio della prima partita della giornata. Quelle arrivate dopo non saranno prese in considerazione. Per i playoff e la finale la Lega può fissare termini anticipati nelle sue circolari.` },
      ],
    },
    'on-the-day': {
      heading: 'Il giorno della partita',
      blocks: [
        {
          list: [
            'L’email di conferma con il tuo codice QR.',
            'Un documento d’identità con foto: carta d’identità, passaporto o patente.',
            'Il tesserino da giornalista o una lettera della testata, se ne disponi.',
          ],
        },
        { p: 'Ritira il pass al desk stampa, che apre novanta minuti prima della prima partita. I pass non vengono spediti e non possono essere ritirati da altre persone.' },
      ],
    },
    conduct: {
      heading: 'Regole di comportamento',
      blocks: [
        {
          list: [
            'Tieni il pass sempre in vista e resta nelle aree che autorizza.',
            'Non sono ammessi il flash né l’uso di droni.',
            `Le interviste si svolgono in zona mista al termine di ogni partita, con l’autorizzazione dell’addetto stampa e con ${g('i giocatori disponibili', 'le giocatrici disponibili')}.`,
            'Non è consentito trasmettere le partite in diretta dall’impianto; si possono pubblicare clip fino a sessanta secondi al termine di ogni partita.',
          ],
        },
        { p: 'Chi non rispetta queste regole si vede ritirare subito il pass e può vedersi respingere le richieste future.' },
      ],
    },
  },
  apply: { label: 'Richiedi l’accredito', href: links.accreditationForm },
});
