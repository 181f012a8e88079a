// The regulation page in Italian: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const IT: PageWriter<RegulationText> = ({ league, competition, g }) => ({
  title: 'Regolamento',
  excerpt: `Come si gioca una partita della ${league}: il formato, il dado, le armi segrete, il rigore del presidente, gli shootout e la disciplina.`,
  intro: `Queste sono le regole principali della ${league}. Riassumono il Book of Rules, che disciplina ogni partita della stagione; in caso di differenze prevale il Book of Rules.`,
  contents: 'Indice',
  sections: {
    format: {
      heading: 'Formato della competizione',
      blocks:
        competition === 'league'
          ? [
              { p: 'Dodici squadre disputano una regular season di undici giornate in cui ognuna affronta tutte le altre una volta. La vittoria nei tempi regolamentari vale tre punti, quella agli shootout due e la sconfitta agli shootout uno; la sconfitta nei tempi regolamentari non dà punti.' },
              { p: 'Le prime otto accedono ai playoff: quarti di finale, semifinali e finale, tutte in gara secca. A parità di punti contano lo scontro diretto, poi la differenza reti e infine i gol segnati.' },
            ]
          : [
              { p: 'Il torneo si gioca a eliminazione diretta. Ogni turno è una gara secca e chi vince passa al turno successivo, fino alla finale.' },
              { p: 'Ogni partita ha un vincitore: se il punteggio è in parità al fischio finale, si va agli shootout.' },
            ],
    },
    squads: {
      heading: 'Rose e presidenti',
      blocks: [
        competition === 'league'
          ? { p: `Ogni squadra ha una rosa di dodici ${g('giocatori', 'giocatrici')}: dieci ${g('scelti', 'scelte')} al draft e due wildcard, ${g('i', 'le')} «12-13», che il club tessera liberamente e può cambiare durante la stagione nelle finestre fissate dalla Lega.` }
          : { p: `Ogni squadra iscrive una rosa di dodici ${g('giocatori', 'giocatrici')} prima del torneo. Dopo la prima partita ${g('un giocatore', 'una giocatrice')} può essere ${g('sostituito', 'sostituita')} solo per un infortunio certificato dallo staff medico della Lega.` },
        { p: `In campo si gioca in sette: ${g('un portiere', 'una portiera')} e sei ${g('giocatori', 'giocatrici')} di movimento. I cambi sono illimitati e volanti: chi esce può rientrare, sempre dalla zona cambi della propria squadra.` },
        { p: 'Ogni squadra è guidata dal suo presidente, che siede in panchina con lo staff tecnico, risponde alla Lega per il club e può calciare il rigore del presidente.' },
      ],
    },
    'match-length': {
      heading: 'Durata delle partite',
      blocks: [
        { p: 'Una partita dura quaranta minuti: due tempi da venti con tre minuti di intervallo. Il cronometro non si ferma per rimesse, falli o cambi e non c’è recupero: la sirena chiude ogni tempo ovunque si trovi il pallone.' },
        { p: `Solo l’arbitro può fermare il cronometro: per il lancio del dado, mentre si esegue un’arma segreta o un rigore del presidente, oppure quando ${g('un giocatore', 'una giocatrice')} ha bisogno di cure. Le perdite di tempo volontarie vengono sanzionate.` },
      ],
    },
    'kick-off': {
      heading: 'Calcio d’inizio e scala',
      blocks: [
        { p: `La partita comincia uno contro uno: ${g('un solo giocatore', 'una sola giocatrice')} di movimento per squadra, più ${g('i portieri', 'le portiere')}. Il pallone cade da una gabbia sopra il cerchio di centrocampo e ${g('i due giocatori', 'le due giocatrici')} scattano dalla propria linea di porta per conquistarlo.` },
        { p: `Alla fine di ogni minuto ogni squadra fa entrare ${g('un giocatore', 'una giocatrice')} in più, finché dal quinto minuto si gioca a ranghi completi, sette contro sette.` },
      ],
    },
    dice: {
      heading: 'Il dado',
      blocks: [
        { p: `All’inizio del secondo tempo l’arbitro ferma il gioco e si lancia il dado gigante. Il numero che esce, da uno a sei, indica quanti ${g('giocatori', 'giocatrici')} di movimento ogni squadra tiene in campo, oltre ${g('al portiere', 'alla portiera')}, per i due minuti successivi: dall’uno contro uno al sei contro sei.` },
        { p: `Trascorsi i due minuti il cronometro si ferma di nuovo e le squadre tornano al completo. ${g('Un giocatore escluso', 'Una giocatrice esclusa')} temporaneamente conta comunque nel numero della sua squadra.` },
      ],
    },
    'double-goal': {
      heading: 'Gol doppio',
      blocks: [
        { p: 'Negli ultimi due minuti di ogni tempo, dal 18° e dal 38° minuto, entra in campo un pallone di un altro colore e ogni gol vale doppio.' },
        { p: 'I valori doppi non si sommano: un gol segnato con la carta del gol doppio in quei minuti vale comunque due, non quattro.' },
      ],
    },
    'secret-weapons': {
      heading: 'Armi segrete',
      blocks: [
        { p: 'Prima del calcio d’inizio ogni squadra pesca una carta a caso. Nessun altro la conosce finché non viene giocata: la squadra preme il suo pulsante e la carta ha effetto alla prima interruzione di gioco. Ogni carta si usa una sola volta, nel secondo tempo, e mai durante il periodo del dado o i minuti del gol doppio.' },
        {
          terms: [
            ['Rigore', 'un rigore a favore, calciato dal dischetto da chiunque sia in campo.'],
            ['Shootout', 'uno shootout a favore, eseguito come agli shootout finali.'],
            ['Gol doppio', 'per due minuti i gol della squadra valgono doppio.'],
            ['Esclusione', `la squadra sceglie ${g('un giocatore avversario', 'una giocatrice avversaria')} di movimento, che esce per due minuti senza poter essere ${g('sostituito', 'sostituita')}.`],
            ['Star player', `la squadra indica ${g('uno dei suoi giocatori', 'una delle sue giocatrici')}: il suo primo gol della partita vale doppio e gli avversari sanno di chi si tratta.`],
            ['Jolly', 'la squadra gioca una qualsiasi delle carte precedenti oppure ruba la carta avversaria prima che venga usata.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'Il rigore del presidente',
      blocks: [
        { p: 'Una volta per partita ogni presidente può scendere in campo e calciare di persona un rigore dal dischetto contro la porta avversaria. Si chiama dalla panchina con il pulsante della squadra e si calcia alla prima interruzione.' },
        { p: 'Può calciarlo solo un presidente presente all’impianto, mai dopo il 36° minuto né durante la scala, il periodo del dado o i minuti del gol doppio. Una volta calciato, gli avversari possono rispondere subito con il proprio.' },
      ],
    },
    shootout: {
      heading: 'Shootout',
      blocks: [
        { p: `Non esiste il pareggio. Se il punteggio è in parità al fischio finale, si va agli shootout: ${g('il giocatore', 'la giocatrice')} parte con il pallone a 25 metri dalla porta e ha cinque secondi per battere ${g('il portiere', 'la portiera')}, in dribbling o con un tiro, come preferisce.` },
        { p: `Ogni squadra ne calcia tre, alternandosi. Se la parità resiste si prosegue a oltranza, uno per parte, finché una squadra segna e l’altra no. ${g('Il portiere', 'La portiera')} può lasciare la linea appena l’arbitro fischia.` },
      ],
    },
    discipline: {
      heading: 'Disciplina',
      blocks: [
        { p: `Un cartellino giallo vale due minuti di esclusione e la squadra gioca in inferiorità. Con il secondo giallo o un rosso diretto ${g('il giocatore è espulso', 'la giocatrice è espulsa')}: la squadra resta in inferiorità per cinque minuti, dopodiché può far entrare ${g('un altro giocatore', 'un’altra giocatrice')}.` },
        { p: 'Il Giudice Sportivo esamina ogni giornata e può infliggere squalifiche e ammende. I suoi provvedimenti sono pubblicati nelle circolari della Lega e si possono impugnare entro 48 ore.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: `Il Book of Rules raccoglie tutti gli articoli della competizione, dal tesseramento ${g('dei giocatori', 'delle giocatrici')} ai ricorsi.`,
    link: 'Scarica il Book of Rules (PDF)',
  },
});
