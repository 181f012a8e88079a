// The media accreditation page in French: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const FR: PageWriter<AccreditationText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Accréditation médias',
  excerpt: `Comment journalistes, photographes et créateurs de contenu demandent une accréditation pour couvrir une journée de la ${league}.`,
  intro: `La ${league} accueille les médias à chaque journée. L’accréditation est nominative, gratuite et accordée pour une seule journée à la fois, dans la limite des places disponibles en tribune de presse.`,
  sections: {
    'who-can-apply': {
      heading: 'Qui peut faire une demande',
      blocks: [
        {
          list: [
            'Les journalistes de la presse écrite, de la radio, de la télévision ou de sites d’information.',
            'Les photographes et opérateurs vidéo missionnés par un média ou une agence.',
            'Les créateurs de contenu qui couvrent régulièrement le football ou la ligue, avec une audience d’au moins 10 000 abonnés sur une plateforme.',
          ],
        },
        { p: 'Chaque personne dépose sa propre demande en précisant le média ou la chaîne et la couverture prévue. La ligue répond à chaque demande par e-mail et peut limiter le nombre de places par média.' },
      ],
    },
    deadline: {
      heading: 'Date limite',
      blocks: [
        { p: `Les demandes sont closes ${hours} heures avant le coup d’envoi du premier match de la journée. Les demandes tardives ne sont pas examinées. Pour les playoffs et la finale, la ligue peut annoncer des délais plus courts dans ses communications officielles.` },
      ],
    },
    'on-the-day': {
      heading: 'Le jour du match',
      blocks: [
        {
          list: [
            'L’e-mail de confirmation avec votre QR code.',
            'Une pièce d’identité officielle avec photo : carte d’identité, passeport ou permis de conduire.',
            'Votre carte de presse ou une lettre de votre média, le cas échéant.',
          ],
        },
        { p: 'Retirez votre badge à l’accueil presse, qui ouvre quatre-vingt-dix minutes avant le premier match. Les badges ne sont pas envoyés par courrier et ne peuvent pas être retirés par un tiers.' },
      ],
    },
    conduct: {
      heading: 'Règles de conduite',
      blocks: [
        {
          list: [
            'Portez votre badge de manière visible en permanence et restez dans les zones auxquelles il donne accès.',
            'Le flash et les drones sont interdits.',
            `Les interviews ont lieu en zone mixte après chaque match, avec l’accord de l’attaché de presse et ${g('des joueurs disponibles', 'des joueuses disponibles')}.`,
            'Il est interdit de diffuser les matchs en direct depuis la salle ; des extraits de soixante secondes maximum peuvent être publiés après chaque match.',
          ],
        },
        { p: 'Tout manquement à ces règles entraîne le retrait immédiat du badge et peut justifier le refus de demandes ultérieures.' },
      ],
    },
  },
  apply: { label: 'Demander une accréditation', href: links.accreditationForm },
});
