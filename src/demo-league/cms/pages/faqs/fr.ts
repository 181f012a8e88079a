// The FAQs in French: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const FR: PageWriter<FaqText> = ({ league, g, links, accreditationDeadlineHours: hours }) => ({
  title: 'Questions fréquentes',
  excerpt: `Billets, règles, diffusion, draft et salle : les réponses que les fans de la ${league} cherchent le plus.`,
  intro: `Tout ce qu’il faut savoir avant une journée de la ${league}. Si votre question n’y figure pas, écrivez-nous depuis la page de contact.`,
  items: {
    tickets: {
      question: 'Comment acheter des billets ?',
      answer: 'Les billets de chaque journée sont mis en vente sur la billetterie officielle environ deux semaines à l’avance et sont envoyés sur votre téléphone. Achetez-les uniquement là : les billets achetés à la revente peuvent être annulés sans remboursement.',
      ...(links.tickets ? { link: { label: 'Acheter des billets', href: links.tickets } } : {}),
    },
    'match-format': {
      question: 'Comment se déroule un match ?',
      answer: `Sept contre sept, deux mi-temps de vingt minutes et pas de match nul. Le match commence en un contre un, le dé change le nombre de ${g('joueurs', 'joueuses')} en seconde période, les buts comptent double dans les deux dernières minutes de chaque mi-temps et chaque équipe dispose d’une arme secrète et d’un penalty du président. La page Règlement explique tout en détail.`,
    },
    'where-to-watch': {
      question: 'Où regarder les matchs ?',
      answer: 'Tous les matchs sont diffusés en direct et gratuitement sur les chaînes Twitch et YouTube de la ligue, ainsi que sur celles des présidents. Les buts et les temps forts sont ensuite publiés sur TikTok, Instagram et X.',
      ...(links.watch ? { link: { label: 'Regarder sur Twitch', href: links.watch } } : {}),
    },
    draft: {
      question: 'Comment fonctionne la draft ?',
      answer: `Avant la saison, les présidents choisissent à tour de rôle leurs ${g('joueurs', 'joueuses')} parmi ${g('les inscrits', 'les inscrites')} à la draft, dans un ordre fixé par un tirage au sort et par le classement précédent. Toute personne majeure peut s’inscrire tant que les inscriptions sont ouvertes ; ${g('les meilleurs', 'les meilleures')} aux essais rejoignent la liste finale.`,
    },
    wildcards: {
      question: `Qui sont ${g('les joueurs', 'les joueuses')} « 12-13 » ?`,
      answer: `Chaque équipe complète son effectif avec deux wildcards, les « 12-13 », ${g('recrutés', 'recrutées')} librement par le club : souvent ${g('d’anciens professionnels', 'd’anciennes professionnelles')} ou des personnalités connues. ${g('Ils peuvent être remplacés', 'Elles peuvent être remplacées')} en cours de saison pendant les fenêtres annoncées par la ligue.`,
    },
    'media-accreditation': {
      question: 'Comment obtenir une accréditation presse ?',
      answer: `Journalistes, photographes et créateurs de contenu en font la demande sur la page Accréditation médias, à raison d’une demande par personne et par journée. Les demandes sont closes ${hours} heures avant le premier match de la journée.`,
    },
    store: {
      question: 'Où acheter les maillots ?',
      answer: 'Les maillots officiels et les produits dérivés de toutes les équipes sont en vente sur la boutique en ligne de la ligue et, les jours de match, au stand de la boutique dans la salle.',
      link: { label: 'Aller à la boutique', href: links.store },
    },
    children: {
      question: 'Les enfants ont-ils besoin d’un billet ?',
      answer: 'Les enfants de moins de trois ans entrent gratuitement, sur les genoux d’un adulte et sans place attribuée. Dès trois ans, chacun doit avoir un billet, et les moins de 16 ans doivent être accompagnés d’un adulte.',
    },
    accessibility: {
      question: 'La salle est-elle accessible ?',
      answer: 'Oui. Des emplacements sont réservés aux personnes en fauteuil roulant, avec une place pour un accompagnateur, ainsi que des toilettes adaptées et un accès de plain-pied depuis l’entrée. Choisissez la zone accessible au moment de l’achat, ou contactez-nous depuis la page de contact et nous la réserverons pour vous.',
    },
    'doors-and-bags': {
      question: 'À quelle heure ouvrent les portes et que puis-je apporter ?',
      answer: 'Les portes ouvrent une heure avant le premier match de la journée. Les sacs plus grands qu’une feuille A4, le verre, les canettes, les drapeaux avec hampe et les appareils photo professionnels sans accréditation sont interdits. Toute sortie est définitive.',
    },
  },
});
