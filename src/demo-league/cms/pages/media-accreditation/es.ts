// The media accreditation page in Spanish: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const ES: PageWriter<AccreditationText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Acreditación de medios',
  excerpt: `Cómo solicitan periodistas, fotógrafos y creadores de contenido la acreditación para cubrir una jornada de la ${league}.`,
  intro: `La ${league} abre sus puertas a los medios en cada jornada. La acreditación es personal, gratuita y se concede para una jornada cada vez, según el espacio disponible en la zona de prensa.`,
  sections: {
    'who-can-apply': {
      heading: 'Quién puede solicitarla',
      blocks: [
        {
          list: [
            'Periodistas de prensa escrita, radio, televisión o medios digitales.',
            'Fotógrafos y operadores de cámara con encargo de un medio o una agencia.',
            'Creadores de contenido que cubren el fútbol o la liga de forma habitual, con una audiencia mínima de 10.000 seguidores en una plataforma.',
          ],
        },
        { p: 'Cada persona presenta su propia solicitud, indicando el medio o canal y la cobertura prevista. La liga responde a todas las solicitudes por correo electrónico y puede limitar el número de plazas por medio.' },
      ],
    },
    deadline: {
      heading: 'Plazo',
      blocks: [
        { p: `Las solicitudes se cierran ${hours} horas antes del primer partido de la jornada. Las que lleguen después no se tendrán en cuenta. Para el playoff y la final, la liga puede fijar plazos anteriores en sus circulares.` },
      ],
    },
    'on-the-day': {
      heading: 'El día del partido',
      blocks: [
        {
          list: [
            'El correo de confirmación con tu código QR.',
            'Un documento oficial con fotografía: DNI, pasaporte o carné de conducir.',
            'Tu carné de prensa o una carta del medio, si dispones de ella.',
          ],
        },
        { p: 'Recoge tu credencial en el mostrador de prensa, que abre noventa minutos antes del primer partido. Las credenciales no se envían por correo ni puede recogerlas otra persona.' },
      ],
    },
    conduct: {
      heading: 'Normas de conducta',
      blocks: [
        {
          list: [
            'Lleva la credencial siempre visible y permanece en las zonas que autoriza.',
            'No se permite la fotografía con flash ni el uso de drones.',
            `Las entrevistas se realizan en la zona mixta al final de cada partido, con la autorización del responsable de prensa y con ${g('los jugadores', 'las jugadoras')} que acepten atenderlas.`,
            'No se permite emitir los partidos en directo desde el recinto; pueden publicarse clips de hasta sesenta segundos al terminar cada partido.',
          ],
        },
        { p: 'El incumplimiento de estas normas supone la retirada inmediata de la credencial y puede conllevar el rechazo de futuras solicitudes.' },
      ],
    },
  },
  apply: { label: 'Solicitar acreditación', href: links.accreditationForm },
});
