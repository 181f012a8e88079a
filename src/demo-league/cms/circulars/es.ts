// Spanish circulars: sanctions, rule clarifications, schedule changes, registration windows, accreditations and appeals.
import type { CircularBook } from './types';

export const ES: CircularBook = {
  label: 'Circular',
  fileWord: 'circular',
  download: 'Descargar',
  texts: {
    sanctions: (s) => ({
      title: `Resoluciones del Comité de Competición tras la jornada ${s.matchday}`,
      excerpt: `Suspensiones para ${s.player} y ${s.otherPlayer} y multa a ${s.otherTeam} tras la jornada ${s.matchday}.`,
      body: [
        { p: `Reunido en sesión ordinaria tras la disputa de la jornada ${s.matchday} de la ${s.league}, y a la vista de las actas arbitrales y de las imágenes disponibles, el Comité de Competición ha adoptado las siguientes resoluciones:` },
        {
          list: [
            `Suspender por un (1) partido ${s.g('al jugador', 'a la jugadora')} ${s.player} (${s.team}) por tarjeta roja directa por juego brusco grave.`,
            `Suspender por dos (2) partidos ${s.g('al jugador', 'a la jugadora')} ${s.otherPlayer} (${s.otherTeam}) por dirigirse al árbitro en términos ofensivos tras ser ${s.g('expulsado', 'expulsada')}.`,
            `Imponer a ${s.otherTeam} una multa de 600 euros por el retraso de cinco minutos en la salida de su equipo al terreno de juego.`,
            `Apercibir a ${s.team} por la invasión del área técnica por parte de su cuerpo técnico.`,
          ],
        },
        { p: 'Las suspensiones se cumplirán a partir de la próxima jornada. Contra estas resoluciones cabe recurso ante el Comité de Apelación en el plazo de cuarenta y ocho (48) horas desde su publicación.' },
      ],
      signedBy: 'Comité de Competición',
    }),
    clarification: (s) => ({
      title: 'Aclaración sobre las armas secretas durante el periodo del dado',
      excerpt: 'La Competición precisa cuándo surte efecto una carta activada mientras dura el periodo del dado.',
      body: [
        { p: `Tras las consultas recibidas de varios equipos después de la jornada ${s.matchday}, la Dirección de Competición recuerda cómo se aplica el reglamento cuando un equipo pulsa el botón de su arma secreta durante el periodo del dado:` },
        {
          list: [
            'Ninguna arma secreta surte efecto mientras dura el periodo de dos minutos fijado por el dado.',
            'Si un equipo la activa durante ese periodo, el árbitro recogerá la carta y su efecto empezará a contar cuando el balón vuelva a estar en juego tras el final del periodo del dado.',
            `La carta de exclusión no puede dirigirse a ${s.g('un jugador que ya esté cumpliendo', 'una jugadora que ya esté cumpliendo')} una exclusión temporal; el equipo deberá elegir a ${s.g('otro jugador', 'otra jugadora')} de campo.`,
            'El penalti del presidente tampoco puede solicitarse durante el periodo del dado ni en los minutos de gol doble.',
          ],
        },
        { p: `Esta aclaración se aplica desde la jornada ${s.matchday + 1} y no modifica ningún resultado ya homologado.` },
      ],
      signedBy: 'Dirección de Competición',
    }),
    schedule: (s) => ({
      title: `Cambio de horario: ${s.home} – ${s.away}, jornada ${s.matchday}`,
      excerpt: `El partido de la jornada ${s.matchday} entre ${s.home} y ${s.away} pasa a disputarse a las ${s.newKickoff}.`,
      body: [
        { p: `Por necesidades de producción de la retransmisión, la Competición comunica el siguiente cambio en el calendario de la jornada ${s.matchday} de la ${s.league}:` },
        { list: [`Partido: ${s.home} – ${s.away}.`, `Horario inicial: ${s.kickoff} (hora local).`, `Nuevo horario: ${s.newKickoff} (hora local).`] },
        { p: 'El resto de partidos de la jornada mantiene su horario. Las entradas ya adquiridas siguen siendo válidas; quien no pueda asistir en el nuevo horario podrá solicitar el reembolso en la web oficial de entradas hasta 48 horas antes del inicio de la jornada.' },
      ],
      signedBy: 'Dirección de Competición',
    }),
    wildcards: (s) => ({
      title: `Plazo de inscripción de ${s.g('los jugadores', 'las jugadoras')} 12 y 13`,
      excerpt: `Los equipos pueden inscribir o sustituir a sus comodines hasta el ${s.deadline}.`,
      body: [
        { p: `La Competición abre el plazo para que los equipos de la ${s.league} inscriban o sustituyan a sus ${s.g('jugadores', 'jugadoras')} 12 y 13 de cara a la segunda mitad de la fase regular.` },
        {
          list: [
            `El plazo finaliza el ${s.deadline} a las 23:59 (hora local).`,
            'Cada equipo puede realizar como máximo un cambio en sus dos plazas de comodín.',
            `${s.g('El jugador inscrito', 'La jugadora inscrita')} no puede haber disputado ningún partido con otro equipo de la competición en la presente temporada.`,
            `La inscripción la tramita el presidente del equipo a través del portal de clubes, junto con el documento de identidad ${s.g('del jugador', 'de la jugadora')}.`,
          ],
        },
        { p: `${s.g('Los jugadores inscritos', 'Las jugadoras inscritas')} fuera de plazo no podrán ser ${s.g('alineados', 'alineadas')} hasta la siguiente ventana.` },
      ],
      signedBy: 'Dirección de Competición',
    }),
    accreditation: (s) => ({
      title: 'Acreditaciones de prensa para el playoff',
      excerpt: `Las solicitudes de acreditación para el playoff se cierran ${s.deadlineHours} horas antes del primer partido de cada jornada.`,
      body: [
        { p: `Con motivo de la fase final de la ${s.league}, la Competición recuerda a los medios de comunicación y a los creadores de contenido las condiciones de acreditación:` },
        {
          list: [
            'Las solicitudes se presentan a través del formulario de acreditación de la web oficial, una por persona y jornada.',
            `El plazo se cierra ${s.deadlineHours} horas antes del inicio del primer partido de cada jornada.`,
            'Por el aforo de la zona de prensa, la final contará con un cupo limitado de plazas para fotógrafos.',
            'Las personas acreditadas recogerán su credencial en el mostrador de prensa presentando un documento de identidad.',
          ],
        },
        { p: 'Las solicitudes incompletas o presentadas fuera de plazo no se tendrán en cuenta.' },
      ],
      signedBy: 'Departamento de Comunicación',
    }),
    appeal: (s) => ({
      title: `Resolución del recurso presentado por ${s.team}`,
      excerpt: `El Comité de Apelación desestima el recurso y mantiene la suspensión de ${s.player}.`,
      body: [
        { p: `El Comité de Apelación ha estudiado el recurso presentado por ${s.team} contra la suspensión de un (1) partido impuesta a ${s.g('su jugador', 'su jugadora')} ${s.player} tras la jornada ${s.matchday}.` },
        { p: 'Tras revisar el acta arbitral, las alegaciones del club y las imágenes de la retransmisión, el Comité considera que la acción fue correctamente sancionada con tarjeta roja directa por juego brusco grave.' },
        { list: ['Se desestima el recurso y se mantiene la suspensión de un (1) partido.', `${s.g('El jugador', 'La jugadora')} cumplirá la sanción en la jornada ${s.matchday + 1}.`] },
        { p: 'Esta resolución agota la vía deportiva dentro de la Competición.' },
      ],
      signedBy: 'Comité de Apelación',
    }),
  },
};
