// Il mercato, il draft e i presidenti, in italiano.
import type { PlayerRole } from '../../../generator/types';
import { gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, string>> = { goalkeeper: 'portiere', defender: 'difensore', midfielder: 'centrocampista', forward: 'attaccante' };
const role = (player: PlayerFact) => ROLE[player.role];
// "un’attaccante" for a woman, "un attaccante" for a man: the apostrophe marks the feminine before a vowel.
const aRole = (player: PlayerFact) => {
  const noun = role(player);
  if (!player.female) return `un ${noun}`;
  return /^[aeiou]/.test(noun) ? `un’${noun}` : `una ${noun}`;
};
const players = (female: boolean) => gendered(female, 'giocatori', 'giocatrici');

export const IT_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `${first.from.name} e ${first.to.name} si scambiano ${first.player.name} e ${second.player.name}`,
    excerpt: `Primo grande colpo del mercato della ${league}: due ${players(female)} cambiano maglia.`,
    intro: `${first.player.name} lascia ${first.from.name} per ${first.to.name}, e ${second.player.name} fa il percorso inverso.`,
    body: 'I due club cercavano un profilo diverso per il loro sistema, e lo scambio accontenta tutti: niente soldi, solo posti in formazione.',
    listTitle: 'L’operazione',
    list: [`${first.player.name}: ${first.from.name} → ${first.to.name}`, `${second.player.name}: ${second.from.name} → ${second.to.name}`],
    quote: 'È un nuovo inizio e voglio sfruttarlo al massimo.',
    quoteBy: first.player.name,
    closing: `${gendered(female, 'Entrambi', 'Entrambe')} saranno a disposizione dalla prima giornata.`,
    imageAlt: `${first.player.name} e ${second.player.name}`,
    caption: `${first.player.name} e ${second.player.name} cambiano squadra.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.player.name} in prestito a ${first.to.name}`,
    excerpt: `${first.from.name} e ${first.to.name} si accordano per il prestito di due riserve.`,
    intro: `${first.player.name} giocherà in prestito con ${first.to.name} fino alla fine dello split, e ${second.player.name} fa il percorso inverso.`,
    body: 'Le due riserve trovavano poco spazio: il prestito offre loro una vera occasione.',
    listTitle: 'I prestiti',
    list: [`${first.player.name} (${role(first.player)}) → ${first.to.name}`, `${second.player.name} (${role(second.player)}) → ${second.to.name}`],
    quote: 'Voglio minuti, e qui li avrò.',
    quoteBy: first.player.name,
    closing: `Entrambi i club si riservano la possibilità di richiamare ${gendered(female, 'i loro giocatori', 'le loro giocatrici')} a fine split.`,
    imageAlt: `${first.player.name} in allenamento`,
    caption: `${first.player.name}, in prestito a ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} ingaggia ${player.name} come wildcard`,
    excerpt: `${player.name} arriva a ${team.name} come ${gendered(player.female, 'uno dei suoi giocatori', 'una delle sue giocatrici')} 12 e 13.`,
    intro: `${team.name} ha ingaggiato ${player.name}, ${aRole(player)} ${gendered(player.female, 'svincolato', 'svincolata')}${released ? `, al posto di ${released.name}` : ''}.`,
    body: `Le wildcard sono ${gendered(female, 'i giocatori', 'le giocatrici')} che ogni presidente sceglie fuori dal draft, e azzeccarle può cambiare una stagione.`,
    listTitle: 'Cosa porta il nuovo acquisto',
    list: ['Esperienza nelle partite importanti', 'Velocità in contropiede', 'Tiro dalla distanza'],
    quote: `${gendered(female, 'Il', 'La')} presidente mi ha ${gendered(player.female, 'chiamato', 'chiamata')} e ho detto subito di sì.`,
    quoteBy: player.name,
    closing: `${player.name} potrà debuttare nella prossima giornata.`,
    imageAlt: `${player.name} con la maglia di ${team.name}`,
    caption: `${player.name}, il nuovo acquisto di ${team.name}.`,
    label: player.name,
  }),

  draft: ({ picks, total, league, female }) => {
    const [first] = picks;
    return {
      title: first ? `Draft della ${league}: ${first.team.name} sceglie ${first.player.name} con la prima scelta` : `Draft della ${league}: tutte le scelte`,
      excerpt: `${total} scelte e qualche sorpresa: com’è andato il draft.`,
      intro: first
        ? `${first.team.name} ha aperto il draft con ${first.player.name}, ${aRole(first.player)} che ${gendered(female, 'tutti i presidenti volevano', 'tutte le presidenti volevano')}.`
        : 'Il draft è andato in archivio.',
      body: 'Ogni presidente aveva un minuto per scelta, e l’ordine a serpentina faceva sì che l’ultima scelta di un giro fosse la prima del successivo.',
      listTitle: 'Le prime scelte',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)}), ${pick.team.name}`),
      quote: 'Avevamo una lista e il primo nome era ancora libero.',
      quoteBy: first?.team.name ?? league,
      closing: 'Le riserve sono state scelte a fine serata; la lista completa è nella sezione draft.',
      imageAlt: `${gendered(female, 'I presidenti', 'Le presidenti')} sul palco del draft`,
      caption: `La serata del draft della ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `L’affare del draft: ${pick.player.name} alla scelta numero ${pick.order}`,
    excerpt: `Con una valutazione di ${rating}, ${pick.player.name} era ancora disponibile al ${pick.round}° giro. ${pick.team.name} non ci ha pensato due volte.`,
    intro: `${pick.player.name} è ${gendered(pick.player.female, 'finito', 'finita')} a ${pick.team.name} con la scelta numero ${pick.order}, al ${pick.round}° giro, nonostante una valutazione di ${rating} sulla sua carta.`,
    body: `Mentre ${gendered(female, 'gli altri presidenti', 'le altre presidenti')} coprivano i ruoli, gli osservatori che hanno guardato la forma invece delle necessità hanno fatto l’affare della serata.`,
    listTitle: 'Perché è un affare',
    list: [`Valutazione ${rating} sulla carta`, `Scelta numero ${pick.order}, ${pick.round}° giro`, `${aRole(pick.player).replace(/^u/, 'U')} ${gendered(pick.player.female, 'adatto', 'adatta')} al sistema`],
    quote: 'Qualcuno ha dubitato di me. Sono qui per dimostrare che si sbagliava.',
    quoteBy: pick.player.name,
    closing: 'Seguiremo da vicino il rendimento delle ultime scelte durante lo split.',
    imageAlt: `${pick.player.name} con la maglia di ${pick.team.name}`,
    caption: `${pick.player.name}, scelta numero ${pick.order} del draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const the = gendered(f.president.female, 'il', 'la');
    return {
      title: `${f.president.name}: «${f.team.name} vuole lottare fino alla fine»`,
      excerpt: `${gendered(f.president.female, 'Il', 'La')} presidente di ${f.team.name} parla dello split, della classifica e dello spogliatoio.`,
      intro: `${f.president.name} guida ${f.team.name} dal primo giorno. La squadra è al ${f.rank}° posto con ${f.points} punti in ${f.played} partite.`,
      body: f.last
        ? `L’ultima partita è finita ${f.last.scored}-${f.last.conceded} contro ${f.last.opponent.name}, ${f.last.won ? 'una vittoria' : 'una sconfitta'}${f.last.shootout ? ' ai rigori' : ''} da cui, secondo ${the} presidente, la squadra ha imparato molto.`
        : `Secondo ${the} presidente, la rosa è cresciuta partita dopo partita.`,
      listTitle: 'Tre cose che abbiamo imparato',
      list: [
        `${f.won === 1 ? 'Una vittoria' : `${f.won} vittorie`} finora nello split`,
        `Il rigore ${gendered(f.president.female, 'del presidente', 'della presidente')} si prova ogni settimana`,
        'Le carte dell’arma segreta si decidono con lo staff tecnico',
      ],
      quote: 'Non voglio una squadra che ha paura. Voglio una squadra che ci prova.',
      quoteBy: f.president.name,
      closing: `${f.team.name} torna in campo nella prossima giornata.`,
      imageAlt: `${f.president.name}, presidente di ${f.team.name}`,
      caption: `${f.president.name} al centro sportivo di ${f.team.name}.`,
      label: f.president.name,
    };
  },
};
