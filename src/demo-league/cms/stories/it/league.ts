// Il regolamento spiegato, i link ai canali della lega e il messaggio di uno sponsor, in italiano.
import { gendered } from '../grammar';
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: (turn: number) => string; text: string; label: string }>> = {
  youtube: { title: (turn) => `Tutte le partite della ${turn}ª giornata integrali su YouTube`, text: 'Le partite integrali, le conferenze stampa e il dietro le quinte sono sul nostro canale YouTube.', label: 'YouTube' },
  instagram: { title: () => 'Lo spogliatoio come non l’hai mai visto, su Instagram', text: 'Foto e stories da dentro gli spogliatoi a ogni giornata.', label: 'Instagram' },
  tiktok: { title: () => 'Le clip più belle della settimana, su TikTok', text: 'Numeri, esultanze e papere in meno di un minuto.', label: 'TikTok' },
  twitch: { title: () => 'Segui la lega in diretta su Twitch', text: 'Ogni giornata è trasmessa in diretta, con il commento dei club stessi.', label: 'Twitch' },
  store: { title: () => 'Le nuove maglie sono nello store ufficiale', text: 'Le maglie home e away di tutti i club, con il tuo nome e il tuo numero.', label: 'Store' },
  tickets: { title: () => 'Sono in vendita i biglietti per le prossime giornate', text: 'Vivi dagli spalti le partite che decidono lo split.', label: 'Biglietti' },
  fantasy: { title: (turn) => `Fantasy: scegli i tuoi sette prima della ${turn}ª giornata`, text: 'Stesso budget per tutti, sette giocatori in un 2-3-1 e punti per ogni gol, assist e parata.', label: 'Fantasy' },
};

export const IT_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league, female }) => {
    const penalty = gendered(female, 'il rigore del presidente', 'il rigore della presidente');
    return {
      title: `Come funziona la ${league}: il dado, l’arma segreta e ${penalty}`,
      excerpt: 'Le regole che rendono unica ogni partita, spiegate in due minuti.',
      intro: 'Sette contro sette, due tempi da venti minuti e niente pareggi: in caso di parità si va direttamente ai rigori.',
      body: 'A tutto questo si aggiungono le regole che ha solo questa lega e che possono ribaltare una partita in pochi secondi.',
      listTitle: 'Le regole speciali',
      list: [
        `Il dado: all’inizio del secondo tempo un lancio decide ${gendered(female, 'quanti giocatori', 'quante giocatrici')} restano in campo per squadra per due minuti`,
        'L’arma segreta: ogni squadra ha una carta da giocare una sola volta, da un rigore a favore a un avversario fuori dal campo per due minuti',
        `${penalty.charAt(0).toUpperCase()}${penalty.slice(1)}: una volta a partita ${gendered(female, 'il', 'la')} presidente può calciare un rigore in prima persona`,
        'I gol doppi: negli ultimi due minuti di ogni tempo alcuni gol valgono doppio',
      ],
      quote: 'Niente è deciso fino al fischio finale. Il bello è proprio questo.',
      quoteBy: league,
      closing: 'Il regolamento completo è sul sito della lega.',
      imageAlt: 'Un arbitro mostra la carta dell’arma segreta',
      caption: 'La carta dell’arma segreta, una delle regole della lega.',
      label: 'Regolamento',
    };
  },

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title(turn),
      excerpt: text.text,
      intro: text.text,
      body: `Segui la ${league} ovunque tu sia.`,
      listTitle: 'Cosa troverai',
      list: ['Contenuti esclusivi', 'Le notizie in anteprima', 'Tutto sul tuo club'],
      quote: 'La lega si gioca in campo e si vive online.',
      quoteBy: league,
      closing: 'Il link si apre sul canale ufficiale della lega.',
      imageAlt: `La ${league} su ${text.label}`,
      caption: `La ${league} su ${text.label}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `Un messaggio di uno sponsor per la ${turn}ª giornata`,
    excerpt: 'Testo inviato da uno degli sponsor della lega.',
    intro: 'Questo contenuto arriva dal portale di uno sponsor ed è pubblicato così come è stato ricevuto.',
    body: `I tifosi di ${team.name} possono partecipare all’estrazione di biglietti durante la ${turn}ª giornata.`,
    listTitle: 'Come partecipare',
    list: ['Registrati sul sito dello sponsor', 'Rispondi alla domanda del giorno', 'Controlla il risultato lunedì'],
    quote: 'Vogliamo avvicinare la lega a ogni tifoso.',
    quoteBy: team.name,
    closing: 'Il regolamento completo dell’estrazione è sul sito dello sponsor.',
    imageAlt: 'Tifosi sugli spalti',
    caption: 'Spalti pieni nel giorno della partita.',
    label: 'Sponsor',
  }),
};
