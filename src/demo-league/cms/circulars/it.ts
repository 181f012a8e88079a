// Italian circulars: sanctions, rule clarifications, schedule changes, registration windows, accreditations and appeals.
import type { CircularBook } from './types';

export const IT: CircularBook = {
  label: 'Circolare',
  fileWord: 'circolare',
  download: 'Scarica',
  texts: {
    sanctions: (s) => ({
      title: `Provvedimenti del Giudice Sportivo dopo la ${s.matchday}ª giornata`,
      excerpt: `Squalifiche per ${s.player} e ${s.otherPlayer}, ammenda a ${s.otherTeam}: le decisioni sulla ${s.matchday}ª giornata.`,
      body: [
        { p: `Il Giudice Sportivo, esaminati i referti arbitrali e le immagini disponibili relativi alla ${s.matchday}ª giornata della ${s.league}, ha adottato i seguenti provvedimenti:` },
        {
          list: [
            `Squalifica per una (1) giornata ${s.g('al giocatore', 'alla giocatrice')} ${s.player} (${s.team}) per espulsione diretta dovuta a grave fallo di gioco.`,
            `Squalifica per due (2) giornate ${s.g('al giocatore', 'alla giocatrice')} ${s.otherPlayer} (${s.otherTeam}) per frasi offensive rivolte all’arbitro dopo l’espulsione.`,
            `Ammenda di 600 euro a ${s.otherTeam} per il ritardo di cinque minuti nell’ingresso in campo della squadra.`,
            `Ammonizione a ${s.team} per l’invasione dell’area tecnica da parte dello staff.`,
          ],
        },
        { p: 'Le squalifiche decorrono dalla prossima giornata. Contro i provvedimenti è ammesso ricorso alla Corte d’Appello entro quarantotto (48) ore dalla pubblicazione.' },
      ],
      signedBy: 'Il Giudice Sportivo',
    }),
    clarification: (s) => ({
      title: 'Chiarimento sull’uso delle armi segrete durante il periodo del dado',
      excerpt: 'La Lega precisa quando ha effetto una carta attivata durante il periodo del dado.',
      body: [
        { p: `A seguito delle richieste pervenute da alcune squadre dopo la ${s.matchday}ª giornata, la Direzione della Competizione ricorda come si applica il regolamento quando una squadra preme il pulsante della propria arma segreta durante il periodo del dado:` },
        {
          list: [
            'Nessuna arma segreta ha effetto durante i due minuti stabiliti dal dado.',
            'Se una squadra la attiva in quel periodo, l’arbitro ritira la carta e l’effetto decorre dalla prima ripresa del gioco successiva alla fine del periodo del dado.',
            `La carta di esclusione non può colpire ${s.g('un giocatore', 'una giocatrice')} che stia già scontando un’esclusione temporanea: la squadra deve sceglierne ${s.g('un altro', 'un’altra')} di movimento.`,
            'Neppure il rigore del presidente può essere richiesto durante il periodo del dado o nei minuti del gol doppio.',
          ],
        },
        { p: `Il chiarimento si applica a partire dalla ${s.matchday + 1}ª giornata e non modifica alcun risultato già omologato.` },
      ],
      signedBy: 'Direzione della Competizione',
    }),
    schedule: (s) => ({
      title: `Cambio d’orario: ${s.home} – ${s.away}, ${s.matchday}ª giornata`,
      excerpt: `La partita tra ${s.home} e ${s.away} della ${s.matchday}ª giornata si giocherà alle ${s.newKickoff}.`,
      body: [
        { p: `Per esigenze di produzione della diretta, la Lega comunica la seguente variazione al calendario della ${s.matchday}ª giornata della ${s.league}:` },
        { list: [`Partita: ${s.home} – ${s.away}.`, `Orario originario: ore ${s.kickoff} (ora locale).`, `Nuovo orario: ore ${s.newKickoff} (ora locale).`] },
        { p: 'Le altre partite della giornata restano invariate. I biglietti già acquistati restano validi; chi non potesse assistere alla partita nel nuovo orario può chiedere il rimborso sul sito ufficiale dei biglietti fino a 48 ore prima dell’inizio della giornata.' },
      ],
      signedBy: 'Direzione della Competizione',
    }),
    wildcards: (s) => ({
      title: `Tesseramento ${s.g('dei giocatori', 'delle giocatrici')} 12 e 13: i termini`,
      excerpt: `Le squadre possono tesserare o sostituire le proprie wildcard entro il ${s.deadline}.`,
      body: [
        { p: `La Lega apre la finestra in cui le squadre della ${s.league} possono tesserare o sostituire ${s.g('i giocatori', 'le giocatrici')} 12 e 13 in vista della seconda metà della regular season.` },
        {
          list: [
            `La finestra si chiude il ${s.deadline} alle 23:59 (ora locale).`,
            'Ogni squadra può effettuare al massimo un cambio nei suoi due posti wildcard.',
            `${s.g('Il giocatore tesserato', 'La giocatrice tesserata')} non deve aver disputato partite con un’altra squadra della competizione nella stagione in corso.`,
            `La richiesta è presentata dal presidente della squadra tramite il portale dei club, con un documento d’identità ${s.g('del giocatore', 'della giocatrice')}.`,
          ],
        },
        { p: `${s.g('I giocatori tesserati', 'Le giocatrici tesserate')} oltre il termine non potranno essere ${s.g('schierati', 'schierate')} fino alla finestra successiva.` },
      ],
      signedBy: 'Direzione della Competizione',
    }),
    accreditation: (s) => ({
      title: 'Accrediti stampa per i playoff',
      excerpt: `Le richieste di accredito per i playoff si chiudono ${s.deadlineHours} ore prima della prima partita di ogni giornata.`,
      body: [
        { p: `In vista della fase finale della ${s.league}, la Lega ricorda a giornalisti, fotografi e content creator le condizioni per l’accredito:` },
        {
          list: [
            'Le richieste si presentano tramite il modulo di accredito del sito ufficiale, una per persona e per giornata.',
            `Il termine scade ${s.deadlineHours} ore prima del calcio d’inizio della prima partita di ogni giornata.`,
            'Per la capienza della tribuna stampa, la finale avrà un numero limitato di posti per i fotografi.',
            'Gli accreditati ritirano il pass al desk stampa presentando un documento d’identità.',
          ],
        },
        { p: 'Le richieste incomplete o arrivate oltre il termine non saranno prese in considerazione.' },
      ],
      signedBy: 'Ufficio Stampa',
    }),
    appeal: (s) => ({
      title: `Decisione sul ricorso presentato da ${s.team}`,
      excerpt: `La Corte d’Appello respinge il ricorso e conferma la squalifica di ${s.player}.`,
      body: [
        { p: `La Corte d’Appello ha esaminato il ricorso presentato da ${s.team} contro la squalifica per una (1) giornata inflitta ${s.g('al proprio giocatore', 'alla propria giocatrice')} ${s.player} dopo la ${s.matchday}ª giornata.` },
        { p: 'Riesaminati il referto arbitrale, le memorie del club e le immagini della diretta, la Corte ritiene che l’intervento sia stato correttamente sanzionato con l’espulsione diretta per grave fallo di gioco.' },
        { list: ['Il ricorso è respinto e la squalifica per una (1) giornata è confermata.', `${s.g('Il giocatore', 'La giocatrice')} sconterà la squalifica nella ${s.matchday + 1}ª giornata.`] },
        { p: 'La decisione è definitiva nell’ambito della giustizia sportiva della competizione.' },
      ],
      signedBy: 'Corte d’Appello',
    }),
  },
};
