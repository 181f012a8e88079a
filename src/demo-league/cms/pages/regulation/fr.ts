// The regulation page in French: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const FR: PageWriter<RegulationText> = ({ league, competition, g }) => ({
  title: 'Règlement',
  excerpt: `Comment se joue un match de la ${league} : le format, le dé, les armes secrètes, le penalty du président, les shootouts et la discipline.`,
  intro: `Voici les règles principales de la ${league}. Elles résument le Book of Rules, qui régit chaque match de la saison ; en cas de divergence, c’est le Book of Rules qui fait foi.`,
  contents: 'Sommaire',
  sections: {
    format: {
      heading: 'Format de la compétition',
      blocks:
        competition === 'league'
          ? [
              { p: 'Douze équipes disputent une phase régulière de onze journées au cours de laquelle chacune affronte toutes les autres une fois. Une victoire dans le temps réglementaire rapporte trois points, une victoire aux shootouts deux et une défaite aux shootouts un ; une défaite dans le temps réglementaire ne rapporte rien.' },
              { p: 'Les huit premiers se qualifient pour les playoffs : quarts de finale, demi-finales et finale, chacun en un seul match. En cas d’égalité de points, on départage les équipes à la confrontation directe, puis à la différence de buts, puis au nombre de buts marqués.' },
            ]
          : [
              { p: 'Le tournoi se joue à élimination directe. Chaque tour se dispute sur un seul match et le vainqueur se qualifie pour le suivant, jusqu’à la finale.' },
              { p: 'Chaque match a un vainqueur : si le score est nul au coup de sifflet final, la rencontre se décide aux shootouts.' },
            ],
    },
    squads: {
      heading: 'Effectifs et présidents',
      blocks: [
        competition === 'league'
          ? { p: `Chaque équipe compte douze ${g('joueurs', 'joueuses')} : dix ${g('choisis', 'choisies')} lors de la draft et deux wildcards, les « 12-13 », que le club recrute librement et peut remplacer en cours de saison pendant les fenêtres fixées par la ligue.` }
          : { p: `Chaque équipe inscrit un effectif de douze ${g('joueurs', 'joueuses')} avant le tournoi. Après le premier match, ${g('un joueur ne peut être remplacé', 'une joueuse ne peut être remplacée')} qu’en cas de blessure constatée par le service médical de la ligue.` },
        { p: `Sept ${g('joueurs', 'joueuses')} sont sur le terrain en même temps : ${g('un gardien', 'une gardienne')} et six ${g('joueurs', 'joueuses')} de champ. Les changements sont illimités et volants : ${g('un joueur sorti', 'une joueuse sortie')} peut revenir, toujours par la zone de remplacement de son équipe.` },
        { p: 'Chaque équipe est dirigée par son président, qui prend place sur le banc avec le staff, répond du club devant la ligue et peut tirer le penalty du président.' },
      ],
    },
    'match-length': {
      heading: 'Durée des matchs',
      blocks: [
        { p: 'Un match dure quarante minutes : deux mi-temps de vingt minutes séparées par une pause de trois minutes. Le chronomètre ne s’arrête ni sur les touches, ni sur les fautes, ni sur les changements, et il n’y a pas de temps additionnel : la sirène met fin à chaque mi-temps, où que soit le ballon.' },
        { p: `Seul l’arbitre peut arrêter le chronomètre : pour le lancer du dé, pendant l’exécution d’une arme secrète ou d’un penalty du président, ou lorsqu’${g('un joueur', 'une joueuse')} doit recevoir des soins. Les pertes de temps volontaires sont sanctionnées.` },
      ],
    },
    'kick-off': {
      heading: 'Coup d’envoi et montée en puissance',
      blocks: [
        { p: `Le match commence en un contre un : ${g('un seul joueur', 'une seule joueuse')} de champ par équipe, plus ${g('les gardiens', 'les gardiennes')}. Le ballon tombe d’une cage au-dessus du rond central et ${g('les deux joueurs', 'les deux joueuses')} s’élancent depuis leur ligne de but pour s’en emparer.` },
        { p: `À la fin de chaque minute, chaque équipe fait entrer ${g('un joueur', 'une joueuse')} de plus, jusqu’à jouer au complet, à sept contre sept, à partir de la cinquième minute.` },
      ],
    },
    dice: {
      heading: 'Le dé',
      blocks: [
        { p: `Au début de la seconde période, l’arbitre arrête le jeu et l’on lance le dé géant. Le chiffre obtenu, de un à six, indique combien de ${g('joueurs', 'joueuses')} de champ chaque équipe garde sur le terrain, en plus de ${g('son gardien', 'sa gardienne')}, pendant les deux minutes suivantes : du un contre un au six contre six.` },
        { p: `Au bout des deux minutes, le chronomètre s’arrête de nouveau et les deux équipes reviennent au complet. ${g('Un joueur exclu', 'Une joueuse exclue')} temporairement compte toujours dans l’effectif de son équipe.` },
      ],
    },
    'double-goal': {
      heading: 'But double',
      blocks: [
        { p: 'Pendant les deux dernières minutes de chaque mi-temps, à partir de la 18e et de la 38e minute, un ballon d’une autre couleur entre en jeu et chaque but compte double.' },
        { p: 'Les valeurs doubles ne se cumulent pas : un but marqué sous l’effet de la carte but double pendant ces minutes vaut toujours deux, et non quatre.' },
      ],
    },
    'secret-weapons': {
      heading: 'Armes secrètes',
      blocks: [
        { p: 'Avant le coup d’envoi, chaque équipe tire une carte au hasard. Personne d’autre ne la connaît avant qu’elle ne soit jouée : l’équipe appuie sur son bouton et la carte prend effet au prochain arrêt de jeu. Chaque carte ne sert qu’une fois, en seconde période, et jamais pendant la phase du dé ni pendant les minutes de but double.' },
        {
          terms: [
            ['Penalty', 'un penalty en faveur de l’équipe, tiré depuis le point de penalty par n’importe qui sur le terrain.'],
            ['Shootout', 'un shootout en faveur de l’équipe, tiré comme lors de la séance finale.'],
            ['But double', 'pendant deux minutes, les buts de l’équipe comptent double.'],
            ['Exclusion', `l’équipe désigne ${g('un joueur adverse', 'une joueuse adverse')} de champ, qui quitte le terrain pendant deux minutes sans pouvoir être ${g('remplacé', 'remplacée')}.`],
            ['Star player', `l’équipe désigne ${g('un de ses joueurs', 'une de ses joueuses')}, dont le premier but du match compte double ; l’adversaire sait de qui il s’agit.`],
            ['Joker', 'l’équipe joue n’importe laquelle des cartes ci-dessus ou vole la carte adverse avant qu’elle ne soit utilisée.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'Le penalty du président',
      blocks: [
        { p: `Une fois par match, chaque président peut entrer sur le terrain et tirer en personne un penalty, depuis le point de penalty, face ${g('au gardien adverse', 'à la gardienne adverse')}. Il le réclame depuis le banc avec le bouton de l’équipe et le tire au prochain arrêt de jeu.` },
        { p: 'Seul un président présent dans la salle peut le tirer, jamais après la 36e minute, ni pendant la montée en puissance, la phase du dé ou les minutes de but double. Une fois le penalty tiré, l’adversaire peut répondre aussitôt avec le sien.' },
      ],
    },
    shootout: {
      heading: 'Shootouts',
      blocks: [
        { p: `Il n’y a pas de match nul. Si le score est à égalité au coup de sifflet final, le match se décide aux shootouts : ${g('le joueur', 'la joueuse')} part avec le ballon à 25 mètres du but et dispose de cinq secondes pour battre ${g('le gardien', 'la gardienne')}, en dribble ou en frappant, comme ${g('il', 'elle')} le souhaite.` },
        { p: `Chaque équipe en tire trois, en alternance. En cas d’égalité persistante, on poursuit à un tir chacun jusqu’à ce qu’une équipe marque et que l’autre échoue. ${g('Le gardien', 'La gardienne')} peut quitter sa ligne dès le coup de sifflet.` },
      ],
    },
    discipline: {
      heading: 'Discipline',
      blocks: [
        { p: `Un carton jaune entraîne deux minutes d’exclusion et l’équipe joue à un de moins. Au deuxième jaune ou sur un rouge direct, ${g('le joueur est expulsé', 'la joueuse est expulsée')} : l’équipe joue cinq minutes en infériorité numérique, puis peut faire entrer ${g('un autre joueur', 'une autre joueuse')}.` },
        { p: 'La commission de discipline examine chaque journée et peut prononcer des suspensions et des amendes. Ses décisions sont publiées par la ligue et peuvent faire l’objet d’un appel sous 48 heures.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: `Le Book of Rules réunit tous les articles de la compétition, de la qualification des ${g('joueurs', 'joueuses')} aux procédures d’appel.`,
    link: 'Télécharger le Book of Rules (PDF)',
  },
});
