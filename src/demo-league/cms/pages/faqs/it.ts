// The FAQs in Italian: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const IT: PageWriter<FaqText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Domande frequenti',
  excerpt: `Biglietti, regole, dirette, draft e impianto: le risposte che i tifosi della ${league} cercano di più.`,
  intro: `Tutto quello che c’è da sapere prima di una giornata della ${league}. Se la tua domanda non c’è, scrivici dalla pagina dei contatti.`,
  items: {
    tickets: {
      question: 'Come si comprano i biglietti?',
      answer: 'I biglietti di ogni giornata sono in vendita sul sito ufficiale circa due settimane prima e arrivano direttamente sullo smartphone. Acquistali solo lì: i biglietti comprati dai bagarini possono essere annullati senza rimborso.',
      ...(links.tickets ? { link: { label: 'Acquista i biglietti', href: links.tickets } } : {}),
    },
    'match-format': {
      question: 'Come funziona una partita?',
      answer: `Sette contro sette, due tempi da venti minuti e niente pareggi. Si comincia uno contro uno, il dado cambia il numero di ${g('giocatori', 'giocatrici')} nel secondo tempo, negli ultimi due minuti di ogni tempo i gol valgono doppio e ogni squadra ha un’arma segreta e un rigore del presidente. Nella pagina del regolamento trovi tutti i dettagli.`,
    },
    'where-to-watch': {
      question: 'Dove si possono vedere le partite?',
      answer: 'Tutte le partite sono trasmesse in diretta e gratis sui canali Twitch e YouTube della Lega e su quelli dei presidenti. Gol e highlights arrivano poi su TikTok, Instagram e X.',
      ...(links.watch ? { link: { label: 'Guarda su Twitch', href: links.watch } } : {}),
    },
    draft: {
      question: 'Come funziona il draft?',
      answer: `Prima della stagione i presidenti scelgono a turno ${g('i loro giocatori', 'le loro giocatrici')} tra ${g('gli iscritti', 'le iscritte')} al draft, in un ordine stabilito da un sorteggio e dalla classifica precedente. Chiunque sia maggiorenne può iscriversi finché le iscrizioni sono aperte; chi si distingue ai provini entra nella lista finale.`,
    },
    wildcards: {
      question: `Chi sono ${g('i giocatori', 'le giocatrici')} «12-13»?`,
      answer: `Ogni squadra completa la rosa con due wildcard, ${g('i', 'le')} «12-13», che il club tessera liberamente: spesso ${g('ex professionisti', 'ex professioniste')} o volti noti. Si possono cambiare durante la stagione nelle finestre annunciate dalla Lega.`,
    },
    'media-accreditation': {
      question: 'Come si ottiene un accredito stampa?',
      answer: `Giornalisti, fotografi e content creator fanno richiesta dalla pagina degli accrediti stampa, una richiesta per persona e per giornata. Le richieste si chiudono ${hours} ore prima della prima partita della giornata.`,
    },
    store: {
      question: 'Dove si comprano le maglie?',
      answer: 'Le maglie ufficiali e il merchandising di tutte le squadre sono in vendita nello store online della Lega e, nei giorni di partita, allo stand dello store all’interno dell’impianto.',
      link: { label: 'Vai allo store', href: links.store },
    },
    children: {
      question: 'I bambini hanno bisogno del biglietto?',
      answer: 'I bambini sotto i tre anni entrano gratis, in braccio a un adulto e senza posto a sedere. Dai tre anni in su serve il biglietto per tutti, e i minori di 16 anni devono essere accompagnati da un adulto.',
    },
    accessibility: {
      question: 'L’impianto è accessibile?',
      answer: 'Sì. Ci sono posti per persone in sedia a rotelle con un posto per l’accompagnatore, servizi igienici accessibili e un percorso senza gradini dall’ingresso. Scegli l’area accessibile quando acquisti i biglietti, oppure chiedicelo dalla pagina dei contatti e lo prenotiamo noi.',
    },
    'doors-and-bags': {
      question: 'A che ora aprono i cancelli e cosa posso portare?',
      answer: 'I cancelli aprono un’ora prima della prima partita della giornata. Non sono ammessi borse più grandi di un foglio A4, vetro, lattine, bandiere con asta e fotocamere professionali senza accredito. Una volta usciti non si può rientrare.',
    },
  },
});
