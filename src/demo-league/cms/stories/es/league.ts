// El reglamento explicado, los enlaces a los canales de la liga y la nota de un patrocinador, en español.
import { gendered } from '../grammar';
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: string; text: string; label: string }>> = {
  youtube: { title: 'Todos los partidos de la jornada {turn}, completos en YouTube', text: 'Los partidos completos, las ruedas de prensa y lo que no se ve en la tele están en nuestro canal de YouTube.', label: 'YouTube' },
  instagram: { title: 'El vestuario como nunca lo has visto, en Instagram', text: 'Fotos y stories desde dentro de los vestuarios en cada jornada.', label: 'Instagram' },
  tiktok: { title: 'Los mejores clips de la semana, en TikTok', text: 'Regates, celebraciones y meteduras de pata en menos de un minuto.', label: 'TikTok' },
  twitch: { title: 'Vive la liga en directo en Twitch', text: 'Cada jornada se emite en directo, con los propios clubes en la narración.', label: 'Twitch' },
  store: { title: 'Las nuevas camisetas ya están en la tienda oficial', text: 'Las camisetas de local y visitante de todos los clubes, con tu nombre y tu dorsal.', label: 'Tienda' },
  tickets: { title: 'Ya están a la venta las entradas para las próximas jornadas', text: 'Vive desde la grada los partidos que deciden el split.', label: 'Entradas' },
  fantasy: { title: 'Fantasy: elige a tus siete antes de la jornada {turn}', text: 'Un mismo presupuesto, siete jugadores en un 2-3-1 y puntos por cada gol, asistencia y parada.', label: 'Fantasy' },
};

export const ES_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league, female }) => {
    const penalty = gendered(female, 'el penalti del presidente', 'el penalti de la presidenta');
    return {
      title: `Así funciona la ${league}: el dado, el arma secreta y ${penalty}`,
      excerpt: 'Las reglas que hacen único cada partido, explicadas en dos minutos.',
      intro: 'Siete contra siete, dos partes de veinte minutos y sin empates: si el marcador está igualado al final, se decide en una tanda de penaltis.',
      body: 'A eso se suman las reglas que solo tiene esta liga y que pueden darle la vuelta a un partido en segundos.',
      listTitle: 'Las reglas especiales',
      list: [
        `El dado: al principio de la segunda parte, una tirada decide ${gendered(female, 'cuántos jugadores', 'cuántas jugadoras')} tiene cada equipo sobre el campo durante dos minutos`,
        'El arma secreta: cada equipo tiene una carta que puede usar una vez, desde un penalti a favor hasta dejar a un rival dos minutos fuera del campo',
        `${penalty.charAt(0).toUpperCase()}${penalty.slice(1)}: una vez por partido, ${gendered(female, 'el presidente', 'la presidenta')} puede lanzar un penalti en persona`,
        'Los goles dobles: en los dos últimos minutos de cada parte, algunos goles valen doble',
      ],
      quote: 'Nada está decidido hasta el pitido final. De eso se trata.',
      quoteBy: league,
      closing: 'El reglamento completo está en la web de la liga.',
      imageAlt: 'Un árbitro muestra la carta del arma secreta',
      caption: 'La carta del arma secreta, una de las reglas propias de la liga.',
      label: 'Reglamento',
    };
  },

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title.replace('{turn}', String(turn)),
      excerpt: text.text,
      intro: text.text,
      body: `Sigue a la ${league} estés donde estés.`,
      listTitle: 'Qué vas a encontrar',
      list: ['Contenido exclusivo', 'Las noticias, antes que nadie', 'Todo sobre tu club'],
      quote: 'La liga se juega en el campo y se vive en las redes.',
      quoteBy: league,
      closing: 'El enlace se abre en el canal oficial de la liga.',
      imageAlt: `La ${league} en ${text.label}`,
      caption: `La ${league} en ${text.label}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `Nota de un patrocinador para la jornada ${turn}`,
    excerpt: 'Texto enviado por uno de los patrocinadores de la liga.',
    intro: 'Este contenido procede del portal de un patrocinador y se publica tal como se recibió.',
    body: `La afición de ${team.name} puede participar en un sorteo de entradas durante la jornada ${turn}.`,
    listTitle: 'Cómo participar',
    list: ['Regístrate en la web del patrocinador', 'Responde a la pregunta del día', 'Consulta el resultado el lunes'],
    quote: 'Queremos acercar la liga a cada aficionado.',
    quoteBy: team.name,
    closing: 'Las bases completas del sorteo están en la web del patrocinador.',
    imageAlt: 'Aficionados en la grada',
    caption: 'Lleno en la grada en día de partido.',
    label: 'Patrocinio',
  }),
};
