// The FAQs in Spanish: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const ES: PageWriter<FaqText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Preguntas frecuentes',
  excerpt: `Entradas, reglas, retransmisiones, el draft y el recinto: las respuestas que más buscan los aficionados de la ${league}.`,
  intro: `Todo lo que necesitas saber antes de una jornada de la ${league}. Si tu pregunta no está aquí, escríbenos desde la página de contacto.`,
  items: {
    tickets: {
      question: '¿Cómo compro las entradas?',
      answer: 'Las entradas de cada jornada salen a la venta en la web oficial de entradas unas dos semanas antes y se envían al móvil. Cómpralas solo allí: las entradas adquiridas en reventa pueden anularse sin derecho a reembolso.',
      ...(links.tickets ? { link: { label: 'Comprar entradas', href: links.tickets } } : {}),
    },
    'match-format': {
      question: '¿Cómo funciona un partido?',
      answer: `Siete contra siete, dos partes de veinte minutos y sin empates. El partido empieza con un uno contra uno, el dado cambia el número de ${g('jugadores', 'jugadoras')} en la segunda parte, los goles valen doble en los dos últimos minutos de cada parte y cada equipo tiene un arma secreta y un penalti del presidente. En la página del reglamento está todo explicado.`,
    },
    'where-to-watch': {
      question: '¿Dónde puedo ver los partidos?',
      answer: 'Todos los partidos se emiten en directo y gratis en los canales de Twitch y YouTube de la liga y en los canales de los presidentes. Los goles y los mejores momentos se publican después en TikTok, Instagram y X.',
      ...(links.watch ? { link: { label: 'Ver en Twitch', href: links.watch } } : {}),
    },
    draft: {
      question: '¿Cómo funciona el draft?',
      answer: `Antes de la temporada, los presidentes eligen por turnos a sus ${g('jugadores', 'jugadoras')} entre ${g('los inscritos', 'las inscritas')} en el draft, en un orden que fijan un sorteo y la clasificación anterior. Cualquier persona mayor de edad puede apuntarse mientras la inscripción está abierta; quienes destacan en las pruebas pasan a la lista final.`,
    },
    wildcards: {
      question: `¿Quiénes son ${g('los jugadores', 'las jugadoras')} «12-13»?`,
      answer: `Cada equipo completa su plantilla con dos comodines, ${g('los', 'las')} «12-13», que el club ficha libremente: a menudo exfutbolistas profesionales o caras conocidas. Pueden cambiarse durante la temporada en las ventanas que anuncia la liga.`,
    },
    'media-accreditation': {
      question: '¿Cómo consigo una acreditación de prensa?',
      answer: `Periodistas, fotógrafos y creadores de contenido la solicitan en la página de acreditación de medios, con una solicitud por persona y jornada. El plazo se cierra ${hours} horas antes del primer partido de la jornada.`,
    },
    store: {
      question: '¿Dónde compro las camisetas?',
      answer: 'Las camisetas oficiales y el merchandising de todos los equipos están a la venta en la tienda online de la liga y, los días de partido, en el stand de la tienda en el recinto.',
      link: { label: 'Ir a la tienda', href: links.store },
    },
    children: {
      question: '¿Los niños necesitan entrada?',
      answer: 'Los menores de tres años entran gratis, en brazos de un adulto y sin asiento propio. A partir de los tres años todo el mundo necesita entrada, y los menores de 16 deben ir acompañados de un adulto.',
    },
    accessibility: {
      question: '¿El recinto es accesible?',
      answer: 'Sí. Hay espacios para personas en silla de ruedas con asiento para un acompañante, aseos adaptados y acceso sin escalones desde la entrada. Elige la zona accesible al comprar tus entradas o pídenoslo desde la página de contacto y te la reservamos.',
    },
    'doors-and-bags': {
      question: '¿A qué hora abren las puertas y qué puedo llevar?',
      answer: 'Las puertas abren una hora antes del primer partido del día. No se permiten bolsos mayores que un folio A4, vidrio, latas, banderas con mástil ni cámaras profesionales sin acreditación. Una vez fuera, no se puede volver a entrar.',
    },
  },
});
