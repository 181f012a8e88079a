// The regulation page in Spanish: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const ES: PageWriter<RegulationText> = ({ league, competition, g }) => ({
  title: 'Reglamento',
  excerpt: `Cómo se juega un partido de la ${league}: el formato, el dado, las armas secretas, el penalti del presidente, los shootouts y la disciplina.`,
  intro: `Estas son las reglas principales de la ${league}. Resumen el Book of Rules, que rige todos los partidos de la temporada; en caso de discrepancia, prevalece el Book of Rules.`,
  contents: 'Índice',
  sections: {
    format: {
      heading: 'Formato de la competición',
      blocks:
        competition === 'league'
          ? [
              { p: 'Doce equipos disputan una fase regular de once jornadas en la que todos se enfrentan entre sí una vez. La victoria en el tiempo reglamentario vale tres puntos; la victoria en los shootouts, dos, y la derrota en los shootouts, uno. La derrota en el tiempo reglamentario no suma.' },
              { p: 'Los ocho primeros se clasifican para el playoff: cuartos de final, semifinales y final, todos a partido único. En caso de empate a puntos decide el enfrentamiento directo, después la diferencia de goles y, por último, los goles a favor.' },
            ]
          : [
              { p: 'El torneo se juega en formato de eliminatorias. Cada cruce se decide a partido único y el ganador avanza, ronda a ronda, hasta la final.' },
              { p: 'Todos los partidos tienen un ganador: si el marcador está igualado al final, el cruce se decide en los shootouts.' },
            ],
    },
    squads: {
      heading: 'Plantillas y presidentes',
      blocks: [
        competition === 'league'
          ? { p: `Cada equipo cuenta con una plantilla de doce ${g('jugadores', 'jugadoras')}: diez ${g('elegidos', 'elegidas')} en el draft y dos comodines, ${g('los', 'las')} «12-13», que el club ficha libremente y puede cambiar durante la temporada en las ventanas que fija la liga.` }
          : { p: `Cada equipo inscribe una plantilla de doce ${g('jugadores', 'jugadoras')} antes del torneo. Tras el primer partido solo se puede sustituir a ${g('un jugador', 'una jugadora')} por una lesión certificada por los servicios médicos de la liga.` },
        { p: `Juegan siete a la vez: ${g('un portero', 'una portera')} y seis ${g('jugadores', 'jugadoras')} de campo. Los cambios son ilimitados y volantes: quien sale puede volver a entrar, siempre por la zona de cambios de su equipo.` },
        { p: 'Cada equipo está encabezado por su presidente, que se sienta en el banquillo junto al cuerpo técnico, responde ante la liga por el club y puede lanzar el penalti del presidente.' },
      ],
    },
    'match-length': {
      heading: 'Duración de los partidos',
      blocks: [
        { p: 'Los partidos duran cuarenta minutos: dos partes de veinte minutos con un descanso de tres. El reloj no se detiene por saques de banda, faltas ni cambios, y no hay tiempo añadido: la bocina pone fin a cada parte esté donde esté el balón.' },
        { p: `Solo el árbitro puede parar el reloj: para lanzar el dado, mientras se ejecuta un arma secreta o un penalti del presidente, o cuando ${g('un jugador', 'una jugadora')} necesita asistencia. La pérdida deliberada de tiempo se sanciona.` },
      ],
    },
    'kick-off': {
      heading: 'Saque inicial y escalera',
      blocks: [
        { p: `El partido empieza con un uno contra uno: ${g('un solo jugador', 'una sola jugadora')} de campo por equipo, más ${g('los porteros', 'las porteras')}. El balón cae de una jaula sobre el círculo central y ${g('ambos jugadores', 'ambas jugadoras')} salen a por él desde su propia línea de gol.` },
        { p: `Al final de cada minuto cada equipo da entrada a ${g('un jugador', 'una jugadora')} más, hasta que los dos están al completo, siete contra siete, desde el minuto cinco.` },
      ],
    },
    dice: {
      heading: 'El dado',
      blocks: [
        { p: `Al comienzo de la segunda parte el árbitro detiene el juego y se lanza el dado gigante. El número que sale, del uno al seis, indica cuántos ${g('jugadores', 'jugadoras')} de campo mantiene cada equipo, además de ${g('su portero', 'su portera')}, durante los dos minutos siguientes: del uno contra uno al seis contra seis.` },
        { p: `Pasados los dos minutos, el reloj vuelve a detenerse y los equipos recuperan a todos sus efectivos. ${g('Un jugador excluido', 'Una jugadora excluida')} temporalmente sigue contando en el número de su equipo.` },
      ],
    },
    'double-goal': {
      heading: 'Gol doble',
      blocks: [
        { p: 'En los dos últimos minutos de cada parte, desde el minuto 18 y desde el minuto 38, entra en juego un balón de otro color y todos los goles valen doble.' },
        { p: 'Los valores dobles no se suman: un gol marcado con la carta de gol doble durante esos minutos sigue valiendo dos, no cuatro.' },
      ],
    },
    'secret-weapons': {
      heading: 'Armas secretas',
      blocks: [
        { p: 'Antes del partido, cada equipo roba una carta al azar. Nadie más la conoce hasta que se juega: el equipo pulsa su botón y la carta surte efecto la siguiente vez que el balón sale del juego. Cada carta se usa una sola vez, en la segunda parte, y nunca durante el periodo del dado ni en los minutos de gol doble.' },
        {
          terms: [
            ['Penalti', 'un penalti a favor, que lanza desde el punto de penalti cualquiera de quienes están en el campo.'],
            ['Shootout', 'un shootout a favor, que se ejecuta como en la tanda.'],
            ['Gol doble', 'durante dos minutos, los goles del equipo valen doble.'],
            ['Exclusión', `el equipo elige a ${g('un jugador', 'una jugadora')} de campo rival, que sale durante dos minutos sin poder ser ${g('sustituido', 'sustituida')}.`],
            [g('Jugador estrella', 'Jugadora estrella'), `el equipo designa a ${g('uno de sus jugadores', 'una de sus jugadoras')}, cuyo primer gol del partido vale doble; el rival sabe de quién se trata.`],
            ['Comodín', 'el equipo juega cualquiera de las cartas anteriores o roba la carta del rival antes de que la use.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'Penalti del presidente',
      blocks: [
        { p: 'Una vez por partido, cada presidente puede saltar al campo y lanzar en persona un penalti desde el punto de penalti ante la portería rival. Se pide desde el banquillo con el botón del equipo y se lanza en la siguiente interrupción.' },
        { p: 'Solo puede lanzarlo un presidente presente en el recinto, y nunca después del minuto 36 ni durante la escalera, el periodo del dado o los minutos de gol doble. Una vez lanzado, el rival puede responder en el acto con el suyo.' },
      ],
    },
    shootout: {
      heading: 'Shootouts',
      blocks: [
        { p: `No hay empates. Si el marcador está igualado al final, el partido se decide en los shootouts: ${g('el jugador', 'la jugadora')} sale con el balón a 25 metros de la portería y tiene cinco segundos para batir ${g('al portero', 'a la portera')}, en conducción o con un disparo, como prefiera.` },
        { p: `Cada equipo lanza tres, de forma alterna. Si persiste el empate, se sigue con un lanzamiento por equipo hasta que uno marca y el otro falla. ${g('El portero', 'La portera')} puede salir de la línea en cuanto suena el silbato.` },
      ],
    },
    discipline: {
      heading: 'Régimen disciplinario',
      blocks: [
        { p: `Una tarjeta amarilla supone dos minutos de exclusión y el equipo juega con uno menos. Con la segunda amarilla o una roja directa, ${g('el jugador queda expulsado', 'la jugadora queda expulsada')}: su equipo juega cinco minutos en inferioridad y después puede dar entrada a ${g('otro jugador', 'otra jugadora')}.` },
        { p: 'El Comité de Competición revisa cada jornada y puede imponer suspensiones y multas. Sus resoluciones se publican en las circulares de la liga y pueden recurrirse en un plazo de 48 horas.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: `El Book of Rules recoge todos los artículos de la competición, desde la inscripción de ${g('jugadores', 'jugadoras')} hasta el régimen de recursos.`,
    link: 'Descargar el Book of Rules (PDF)',
  },
});
