// Le règlement expliqué, les liens vers les chaînes de la ligue et le mot d’un partenaire, en français.
import { frenchOf, frenchOrdinal, gendered } from '../grammar';
import type { ExternalChannel, StoryWriters } from '../types';

const CHANNEL: Readonly<Record<ExternalChannel, { title: (turn: number) => string; text: string; label: string }>> = {
  youtube: { title: (turn) => `Tous les matchs de la ${frenchOrdinal(turn)} journée en intégralité sur YouTube`, text: 'Les matchs en intégralité, les conférences de presse et les coulisses sont sur notre chaîne YouTube.', label: 'YouTube' },
  instagram: { title: () => 'Le vestiaire comme vous ne l’avez jamais vu, sur Instagram', text: 'Photos et stories depuis les vestiaires à chaque journée.', label: 'Instagram' },
  tiktok: { title: () => 'Les meilleurs clips de la semaine, sur TikTok', text: 'Gestes techniques, célébrations et ratés en moins d’une minute.', label: 'TikTok' },
  twitch: { title: () => 'Suivez la ligue en direct sur Twitch', text: 'Chaque journée est diffusée en direct, commentée par les clubs eux-mêmes.', label: 'Twitch' },
  store: { title: () => 'Les nouveaux maillots sont disponibles dans la boutique officielle', text: 'Les maillots domicile et extérieur de tous les clubs, floqués à votre nom et à votre numéro.', label: 'Boutique' },
  tickets: { title: () => 'Les billets pour les prochaines journées sont en vente', text: 'Vivez depuis les tribunes les matchs qui décident du split.', label: 'Billetterie' },
  fantasy: { title: (turn) => `Fantasy : choisissez vos sept avant la ${frenchOrdinal(turn)} journée`, text: 'Un même budget, sept joueurs en 2-3-1 et des points pour chaque but, passe décisive et arrêt.', label: 'Fantasy' },
};

export const FR_LEAGUE: Pick<StoryWriters, 'rules' | 'external' | 'partner'> = {
  rules: ({ league, female }) => {
    const penalty = gendered(female, 'penalty du président', 'penalty de la présidente');
    return {
      title: `Comment fonctionne la ${league} : le dé, l’arme secrète et le ${penalty}`,
      excerpt: 'Les règles qui rendent chaque match unique, expliquées en deux minutes.',
      intro: 'Sept contre sept, deux mi-temps de vingt minutes et pas de match nul : en cas d’égalité, tout se joue aux tirs au but.',
      body: 'À cela s’ajoutent des règles que seule cette ligue connaît, capables de renverser un match en quelques secondes.',
      listTitle: 'Les règles spéciales',
      list: [
        `Le dé : en début de seconde période, un lancer décide combien de ${gendered(female, 'joueurs', 'joueuses')} chaque équipe garde sur le terrain pendant deux minutes`,
        'L’arme secrète : chaque équipe dispose d’une carte à jouer une seule fois, d’un penalty en sa faveur à l’exclusion d’un adversaire pendant deux minutes',
        `Le ${penalty} : une fois par match, ${gendered(female, 'le président', 'la présidente')} peut tirer un penalty en personne`,
        'Les buts doubles : dans les deux dernières minutes de chaque mi-temps, certains buts comptent double',
      ],
      quote: 'Rien n’est joué avant le coup de sifflet final. C’est tout l’intérêt.',
      quoteBy: league,
      closing: 'Le règlement complet est disponible sur le site de la ligue.',
      imageAlt: 'Un arbitre montre la carte de l’arme secrète',
      caption: 'La carte de l’arme secrète, une règle propre à la ligue.',
      label: 'Règlement',
    };
  },

  external: ({ channel, turn, league }) => {
    const text = CHANNEL[channel];
    return {
      title: text.title(turn),
      excerpt: text.text,
      intro: text.text,
      body: `Suivez la ${league} où que vous soyez.`,
      listTitle: 'Ce que vous y trouverez',
      list: ['Des contenus exclusifs', 'L’actualité en avant-première', 'Tout sur votre club'],
      quote: 'La ligue se joue sur le terrain et se vit en ligne.',
      quoteBy: league,
      closing: 'Le lien s’ouvre sur la chaîne officielle de la ligue.',
      imageAlt: `La ${league} sur ${text.label}`,
      caption: `La ${league} sur ${text.label}.`,
      label: text.label,
    };
  },

  partner: ({ team, turn }) => ({
    title: `Le mot d’un partenaire pour la ${frenchOrdinal(turn)} journée`,
    excerpt: 'Texte transmis par l’un des partenaires de la ligue.',
    intro: 'Ce contenu provient du portail d’un partenaire et est publié tel quel.',
    body: `Les supporters ${frenchOf(team.name)} peuvent participer à un tirage au sort de billets pendant la ${frenchOrdinal(turn)} journée.`,
    listTitle: 'Comment participer',
    list: ['Inscrivez-vous sur le site du partenaire', 'Répondez à la question du jour', 'Consultez le résultat lundi'],
    quote: 'Nous voulons rapprocher la ligue de chaque supporter.',
    quoteBy: team.name,
    closing: 'Le règlement complet du tirage est disponible sur le site du partenaire.',
    imageAlt: 'Des supporters en tribune',
    caption: 'Des tribunes pleines un jour de match.',
    label: 'Partenaire',
  }),
};
