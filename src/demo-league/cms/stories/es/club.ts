// El mercado de fichajes, el draft y los presidentes, en español.
import type { PlayerRole } from '../../../generator/types';
import { gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, readonly [string, string]>> = {
  goalkeeper: ['portero', 'portera'],
  defender: ['defensa', 'defensa'],
  midfielder: ['centrocampista', 'centrocampista'],
  forward: ['delantero', 'delantera'],
};
const role = (player: PlayerFact) => ROLE[player.role][player.female ? 1 : 0];
const aRole = (player: PlayerFact) => `${player.female ? 'una' : 'un'} ${role(player)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const ES_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `${first.from.name} y ${first.to.name} intercambian a ${first.player.name} y ${second.player.name}`,
    excerpt: `Primer gran movimiento del mercado de la ${league}: ${gendered(female, 'dos jugadores', 'dos jugadoras')} cambian de camiseta.`,
    intro: `${first.player.name} deja ${first.from.name} para jugar en ${first.to.name}, y ${second.player.name} hace el camino inverso.`,
    body: 'Los dos clubes buscaban otro perfil para su sistema y el intercambio convence a todos: no hay dinero de por medio, solo sitios en la alineación.',
    listTitle: 'La operación',
    list: [`${first.player.name}: ${first.from.name} → ${first.to.name}`, `${second.player.name}: ${second.from.name} → ${second.to.name}`],
    quote: 'Es un nuevo comienzo y lo voy a aprovechar al máximo.',
    quoteBy: first.player.name,
    closing: `${gendered(female, 'Los dos', 'Las dos')} podrán jugar desde la primera jornada.`,
    imageAlt: `${first.player.name} y ${second.player.name}`,
    caption: `${first.player.name} y ${second.player.name} cambian de equipo.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.player.name}, ${gendered(first.player.female, 'cedido', 'cedida')} a ${first.to.name}`,
    excerpt: `${first.from.name} y ${first.to.name} acuerdan la cesión de dos de sus reservas.`,
    intro: `${first.player.name} jugará en ${first.to.name} hasta el final del split, y ${second.player.name} hace el camino contrario.`,
    body: `${gendered(female, 'Los dos reservas', 'Las dos reservas')} apenas tenían minutos: la cesión les da una oportunidad real de jugar.`,
    listTitle: 'Las cesiones',
    list: [`${first.player.name} (${role(first.player)}) a ${first.to.name}`, `${second.player.name} (${role(second.player)}) a ${second.to.name}`],
    quote: 'Quiero minutos, y aquí los voy a tener.',
    quoteBy: first.player.name,
    closing: `Los dos clubes se reservan la opción de repescar a sus ${gendered(female, 'jugadores', 'jugadoras')} al final del split.`,
    imageAlt: `${first.player.name} en un entrenamiento`,
    caption: `${first.player.name}, ${gendered(first.player.female, 'cedido', 'cedida')} en ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} ficha a ${player.name} como ${gendered(player.female, 'jugador', 'jugadora')} wildcard`,
    excerpt: `${player.name} llega a ${team.name} como ${gendered(player.female, 'uno de sus jugadores', 'una de sus jugadoras')} 12 y 13.`,
    intro: `${team.name} ha fichado a ${player.name}, ${aRole(player)} que llegaba como agente libre${released ? `, para sustituir a ${released.name}` : ''}.`,
    body: `${gendered(female, 'Los', 'Las')} wildcards son ${gendered(female, 'los jugadores que cada presidente elige', 'las jugadoras que cada presidenta elige')} fuera del draft, y acertar con ${gendered(female, 'ellos', 'ellas')} puede cambiar una temporada.`,
    listTitle: 'Lo que aporta el fichaje',
    list: ['Experiencia en partidos grandes', 'Velocidad al contragolpe', 'Disparo de media distancia'],
    quote: `${gendered(female, 'El presidente', 'La presidenta')} me llamó y dije que sí al momento.`,
    quoteBy: player.name,
    closing: `${player.name} podrá debutar en la próxima jornada.`,
    imageAlt: `${player.name} con la camiseta de ${team.name}`,
    caption: `${player.name}, ${gendered(player.female, 'nuevo jugador', 'nueva jugadora')} de ${team.name}.`,
    label: player.name,
  }),

  draft: ({ picks, total, league, female }) => {
    const [first] = picks;
    return {
      title: first ? `Draft de la ${league}: ${first.team.name} elige a ${first.player.name} con la primera elección` : `Draft de la ${league}: todas las elecciones`,
      excerpt: `${total} elecciones y alguna que otra sorpresa: así fue el draft.`,
      intro: first
        ? `${first.team.name} abrió el draft con ${first.player.name}, ${aRole(first.player)} que ${gendered(female, 'todos los presidentes querían', 'todas las presidentas querían')}.`
        : 'El draft ya es historia.',
      body: `Cada ${gendered(female, 'presidente', 'presidenta')} tenía un minuto por elección, y el orden en serpiente hizo que quien cerraba una ronda abriera la siguiente.`,
      listTitle: 'Las primeras elecciones',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)}), ${pick.team.name}`),
      quote: 'Teníamos una lista y el primer nombre seguía libre.',
      quoteBy: first?.team.name ?? league,
      closing: `${gendered(female, 'Los reservas', 'Las reservas')} se eligieron al final de la noche; la lista completa está en la sección del draft.`,
      imageAlt: gendered(female, 'Los presidentes en el escenario del draft', 'Las presidentas en el escenario del draft'),
      caption: `La noche del draft de la ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `El chollo del draft: ${pick.player.name}, en la elección ${pick.order}`,
    excerpt: `Con una media de ${rating}, ${pick.player.name} seguía disponible en la ronda ${pick.round}. ${pick.team.name} no se lo pensó.`,
    intro: `${pick.player.name} acabó en ${pick.team.name} con la elección ${pick.order}, en la ronda ${pick.round}, pese a una media de ${rating} en su carta.`,
    body: `Mientras ${gendered(female, 'otros presidentes', 'otras presidentas')} cubrían posiciones, los ojeadores que miraron la forma y no las necesidades se llevaron la ganga de la noche.`,
    listTitle: 'Por qué es un chollo',
    list: [`Media de ${rating} en su carta`, `Elección ${pick.order}, ronda ${pick.round}`, `${capitalised(aRole(pick.player))} que encaja en el sistema`],
    quote: 'Hubo quien dudó de mí. Estoy aquí para demostrar que se equivocaba.',
    quoteBy: pick.player.name,
    closing: 'Seguiremos de cerca cómo rinden las últimas elecciones durante el split.',
    imageAlt: `${pick.player.name} con la camiseta de ${pick.team.name}`,
    caption: `${pick.player.name}, elección ${pick.order} del draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const title = gendered(f.president.female, 'presidente', 'presidenta');
    return {
      title: `${f.president.name}: «${f.team.name} quiere pelear hasta el final»`,
      excerpt: `${gendered(f.president.female, 'El', 'La')} ${title} de ${f.team.name} habla del split, de la clasificación y del vestuario.`,
      intro: `${f.president.name} preside ${f.team.name} desde el primer día. El equipo ocupa la ${f.rank}.ª posición con ${f.points} puntos en ${f.played} partidos.`,
      body: f.last
        ? `Su último partido acabó ${f.last.scored}-${f.last.conceded} ante ${f.last.opponent.name}, ${f.last.won ? 'una victoria' : 'una derrota'}${f.last.shootout ? ' en los penaltis' : ''} de la que, según ${gendered(f.president.female, 'el', 'la')} ${title}, el equipo aprendió mucho.`
        : `Según ${gendered(f.president.female, 'el', 'la')} ${title}, la plantilla ha crecido con cada partido.`,
      listTitle: 'Tres cosas que aprendimos',
      list: [
        `${f.won === 1 ? 'Una victoria' : `${f.won} victorias`} en lo que va de split`,
        `${gendered(f.president.female, 'El penalti del presidente', 'El penalti de la presidenta')} se ensaya cada semana`,
        'Las cartas del arma secreta se deciden junto al cuerpo técnico',
      ],
      quote: 'No quiero un equipo con miedo. Quiero un equipo que vaya a por todas.',
      quoteBy: f.president.name,
      closing: `${f.team.name} vuelve a jugar en la próxima jornada.`,
      imageAlt: `${f.president.name}, ${title} de ${f.team.name}`,
      caption: `${f.president.name}, en la ciudad deportiva de ${f.team.name}.`,
      label: f.president.name,
    };
  },
};
