// Le mercato, la draft et les présidents, en français.
import type { PlayerRole } from '../../../generator/types';
import { frenchOf, frenchOrdinal, gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';

const ROLE: Readonly<Record<PlayerRole, readonly [string, string]>> = {
  goalkeeper: ['gardien', 'gardienne'],
  defender: ['défenseur', 'défenseuse'],
  midfielder: ['milieu de terrain', 'milieu de terrain'],
  forward: ['attaquant', 'attaquante'],
};
const role = (player: PlayerFact) => ROLE[player.role][player.female ? 1 : 0];
const aRole = (player: PlayerFact) => `${player.female ? 'une' : 'un'} ${role(player)}`;
const players = (female: boolean) => gendered(female, 'joueurs', 'joueuses');
const presidents = (female: boolean) => gendered(female, 'présidents', 'présidentes');

export const FR_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `${first.from.name} et ${first.to.name} échangent ${first.player.name} et ${second.player.name}`,
    excerpt: `Premier gros coup du mercato de la ${league} : deux ${players(female)} changent de maillot.`,
    intro: `${first.player.name} quitte ${first.from.name} pour ${first.to.name}, et ${second.player.name} fait le chemin inverse.`,
    body: 'Les deux clubs cherchaient un autre profil pour leur système, et l’échange arrange tout le monde : pas d’argent, seulement des places dans l’équipe type.',
    listTitle: 'L’opération',
    list: [`${first.player.name} : ${first.from.name} → ${first.to.name}`, `${second.player.name} : ${second.from.name} → ${second.to.name}`],
    quote: 'C’est un nouveau départ et je compte bien le saisir.',
    quoteBy: first.player.name,
    closing: `Les deux ${players(female)} sont disponibles dès la première journée.`,
    imageAlt: `${first.player.name} et ${second.player.name}`,
    caption: `${first.player.name} et ${second.player.name} changent de club.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.player.name} ${gendered(first.player.female, 'prêté', 'prêtée')} à ${first.to.name}`,
    excerpt: `${first.from.name} et ${first.to.name} s’entendent sur le prêt de deux de leurs ${gendered(female, 'remplaçants', 'remplaçantes')}.`,
    intro: `${first.player.name} rejoint ${first.to.name} en prêt jusqu’à la fin du split, et ${second.player.name} fait le chemin inverse.`,
    body: `Les deux ${gendered(female, 'remplaçants', 'remplaçantes')} manquaient de temps de jeu : ce prêt leur offre une vraie chance.`,
    listTitle: 'Les prêts',
    list: [`${first.player.name} (${role(first.player)}) à ${first.to.name}`, `${second.player.name} (${role(second.player)}) à ${second.to.name}`],
    quote: 'Je veux du temps de jeu, et ici je vais en avoir.',
    quoteBy: first.player.name,
    closing: `Les deux clubs gardent la possibilité de rappeler leurs ${players(female)} à la fin du split.`,
    imageAlt: `${first.player.name} à l’entraînement`,
    caption: `${first.player.name}, ${gendered(first.player.female, 'prêté', 'prêtée')} à ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} engage ${player.name} comme ${gendered(player.female, 'joueur', 'joueuse')} wildcard`,
    excerpt: `${player.name} rejoint ${team.name} parmi ses ${players(female)} 12 et 13.`,
    intro: `${team.name} a engagé ${player.name}, ${aRole(player)} libre de tout contrat${released ? `, pour remplacer ${released.name}` : ''}.`,
    body: `Les wildcards sont les ${players(female)} que chaque ${gendered(female, 'président', 'présidente')} choisit hors de la draft, et bien les choisir peut changer une saison.`,
    listTitle: 'Ce qu’apporte la recrue',
    list: ['De l’expérience dans les grands matchs', 'De la vitesse en contre-attaque', 'Une frappe de loin'],
    quote: `${gendered(female, 'Le président', 'La présidente')} m’a ${gendered(player.female, 'appelé', 'appelée')} et j’ai dit oui tout de suite.`,
    quoteBy: player.name,
    closing: `${player.name} pourra faire ses débuts lors de la prochaine journée.`,
    imageAlt: `${player.name} sous le maillot ${frenchOf(team.name)}`,
    caption: `${player.name}, la nouvelle recrue ${frenchOf(team.name)}.`,
    label: player.name,
  }),

  draft: ({ picks, total, league, female }) => {
    const [first] = picks;
    return {
      title: first ? `Draft de la ${league} : ${first.team.name} choisit ${first.player.name} en premier` : `Draft de la ${league} : tous les choix`,
      excerpt: `${total} choix et quelques surprises : le récit de la draft.`,
      intro: first
        ? `${first.team.name} a ouvert la draft avec ${first.player.name}, ${aRole(first.player)} que ${gendered(female, 'tous les présidents voulaient', 'toutes les présidentes voulaient')}.`
        : 'La draft est terminée.',
      body: `Chaque ${gendered(female, 'président', 'présidente')} disposait d’une minute par choix, et l’ordre en serpentin faisait du dernier choix d’un tour le premier du suivant.`,
      listTitle: 'Les premiers choix',
      list: picks.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)}), ${pick.team.name}`),
      quote: 'On avait une liste, et le premier nom était encore disponible.',
      quoteBy: first?.team.name ?? league,
      closing: `Les ${gendered(female, 'remplaçants ont été désignés', 'remplaçantes ont été désignées')} en fin de soirée ; la liste complète est dans la rubrique draft.`,
      imageAlt: `Les ${presidents(female)} sur la scène de la draft`,
      caption: `La soirée de la draft de la ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'Draft',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `La bonne affaire de la draft : ${pick.player.name} au ${frenchOrdinal(pick.order, false)} choix`,
    excerpt: `${gendered(pick.player.female, 'Noté', 'Notée')} ${rating}, ${pick.player.name} était encore disponible au ${frenchOrdinal(pick.round, false)} tour. ${pick.team.name} n’a pas hésité.`,
    intro: `${pick.player.name} a rejoint ${pick.team.name} avec le ${frenchOrdinal(pick.order, false)} choix, au ${frenchOrdinal(pick.round, false)} tour, malgré une note de ${rating} sur sa carte.`,
    body: `Pendant que d’autres ${presidents(female)} comblaient des postes, les recruteurs qui regardaient la forme plutôt que les besoins ont fait la bonne affaire de la soirée.`,
    listTitle: 'Pourquoi c’est une bonne affaire',
    list: [`Une note de ${rating} sur sa carte`, `${frenchOrdinal(pick.order, false)} choix, ${frenchOrdinal(pick.round, false)} tour`, `${pick.player.female ? 'Une' : 'Un'} ${role(pick.player)} qui colle au système`],
    quote: 'Certains ont douté de moi. Je suis là pour leur prouver qu’ils avaient tort.',
    quoteBy: pick.player.name,
    closing: 'Nous suivrons de près le rendement des derniers choix pendant le split.',
    imageAlt: `${pick.player.name} sous le maillot ${frenchOf(pick.team.name)}`,
    caption: `${pick.player.name}, ${frenchOrdinal(pick.order, false)} choix de la draft.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const title = gendered(f.president.female, 'président', 'présidente');
    const the = gendered(f.president.female, 'le', 'la');
    return {
      title: `${f.president.name} : « ${f.team.name} veut se battre jusqu’au bout »`,
      excerpt: `${gendered(f.president.female, 'Le', 'La')} ${title} ${frenchOf(f.team.name)} parle du split, du classement et du vestiaire.`,
      intro: `${f.president.name} est à la tête ${frenchOf(f.team.name)} depuis le premier jour. Le club occupe la ${frenchOrdinal(f.rank)} place avec ${f.points} points en ${f.played} matchs.`,
      body: f.last
        ? `Son dernier match s’est terminé sur le score de ${f.last.scored}-${f.last.conceded} face à ${f.last.opponent.name}, ${f.last.won ? 'une victoire' : 'une défaite'}${f.last.shootout ? ' aux tirs au but' : ''} dont l’équipe a beaucoup appris, selon ${the} ${title}.`
        : `Selon ${the} ${title}, l’effectif a progressé à chaque match.`,
      listTitle: 'Trois choses à retenir',
      list: [
        `${f.won === 1 ? 'Une victoire' : `${f.won} victoires`} depuis le début du split`,
        `Le penalty ${gendered(f.president.female, 'du président', 'de la présidente')} se travaille chaque semaine`,
        'Les cartes d’arme secrète se décident avec le staff technique',
      ],
      quote: 'Je ne veux pas d’une équipe qui a peur. Je veux une équipe qui ose.',
      quoteBy: f.president.name,
      closing: `${f.team.name} retrouve la compétition lors de la prochaine journée.`,
      imageAlt: `${f.president.name}, ${title} ${frenchOf(f.team.name)}`,
      caption: `${f.president.name} au centre d’entraînement ${frenchOf(f.team.name)}.`,
      label: f.president.name,
    };
  },
};
