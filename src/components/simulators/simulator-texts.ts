// Builds the client leaves' words on the server, in the page's language and edition (see texts.ts).
import { SQUAD_RULES } from '../../config/squad-rules';
import type { LocaleCode } from '../../config/locales';
import { formatOrdinal } from '../../lib/competition/rules/ordinals';
import type { PlayerRole } from '../../lib/competition/types';
import type { Translate } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/messages';
import { PLAYER_ROLES } from '../../lib/people/browser';
import type { PickRefusal } from '../../lib/simulators/browser';
import type { CommonTexts, Counted, PoolTexts, SquadTexts, TeamTexts } from './texts';

const REFUSALS = [
  'unknown-player', 'already-picked', 'squad-full', 'role-full', 'wildcards-full', 'places-reserved',
] as const satisfies PickRefusal[];
const STATS = [
  'shooting', 'passing', 'defence', 'physical', 'duels', 'skills', 'diving', 'handling', 'reflexes', 'anticipation', 'goalkeeperPassing',
] as const;

const counted = (upTo: number, text: (count: number) => string): Counted => Array.from({ length: upTo + 1 }, (_, count) => text(count));
const byRole = <T>(make: (role: PlayerRole) => T) => Object.fromEntries(PLAYER_ROLES.map((role) => [role, make(role)])) as Record<PlayerRole, T>;
const hole = (name: string) => `{${name}}`;

export function buildPoolTexts(t: Translate, total: number): PoolTexts {
  return {
    heading: t('simulators.pool.heading'),
    search: t('simulators.pool.search'),
    role: t('simulators.pool.role'),
    allRoles: t('simulators.pool.allRoles'),
    team: t('simulators.pool.team'),
    allTeams: t('simulators.pool.allTeams'),
    category: t('simulators.pool.category'),
    allCategories: t('simulators.pool.allCategories'),
    apply: t('simulators.pool.apply'),
    count: t('simulators.pool.count', { total, shown: hole('shown') }),
    empty: t('simulators.pool.empty'),
    more: t('simulators.pool.more'),
    roles: byRole((role) => t(`people.role.${role}`)),
    roleShort: byRole((role) => t(`simulators.roleShort.${role}`)),
    categories: { draft: t('simulators.category.draft'), wildcard: t('simulators.category.wildcard'), reserve: t('simulators.category.reserve') },
    stats: Object.fromEntries(STATS.map((key) => [key, t(`simulators.stat.${key}`)])) as PoolTexts['stats'],
    statNames: Object.fromEntries(STATS.map((key) => [key, t(`people.ratings.${key}`)])) as PoolTexts['statNames'],
    overall: t('people.ratings.average'),
  };
}

function buildCommonTexts(t: Translate): CommonTexts {
  return {
    lines: {
      goalkeeper: t('simulators.line.goalkeeper'), defence: t('simulators.line.defence'), midfield: t('simulators.line.midfield'),
      attack: t('simulators.line.attack'), overall: t('simulators.line.overall'),
    },
    undo: t('simulators.action.undo'),
    reset: t('simulators.action.reset'),
    share: t('simulators.action.share'),
    shareLink: t('simulators.action.shareLink'),
    copy: t('simulators.action.copy'),
    copied: t('simulators.action.copied'),
    undone: t('simulators.announce.undone'),
    restored: t('simulators.announce.restored'),
  };
}

export function buildSquadTexts(t: Translate): SquadTexts {
  const { squadSize: size, roles } = SQUAD_RULES;
  return {
    ...buildCommonTexts(t),
    club: t('simulators.squad.club'),
    clubHint: t('simulators.squad.clubHint'),
    ownClub: t('simulators.squad.ownClub'),
    ownClubDefault: t('simulators.squad.ownClubDefault'),
    noClub: t('simulators.squad.noClub'),
    clubName: t('simulators.squad.clubName'),
    apply: t('simulators.pool.apply'),
    president: t('simulators.squad.president', { name: hole('name') }),
    presidentYou: t('simulators.squad.presidentYou'),
    presidentUnknown: t('simulators.squad.presidentUnknown'),
    heading: t('simulators.squad.heading'),
    count: counted(size, (count) => t('simulators.squad.count', { count, size })),
    empty: t('simulators.squad.empty'),
    complete: t('simulators.squad.complete'),
    missing: t('simulators.squad.missing'),
    needRole: byRole((role) => {
      const names = { role: t(`simulators.roleOne.${role}`), roles: t(`simulators.role.${role}`) };
      return counted(roles[role].min, (count) => t('simulators.squad.needRole', { count, ...names }));
    }),
    needPlayers: counted(size, (count) => t('simulators.squad.needPlayers', { count })),
    needPresident: t('simulators.squad.needPresident'),
    roleCount: t('simulators.squad.roleCount', { count: hole('count'), min: hole('min'), max: hole('max') }),
    wildcards: t('simulators.squad.wildcards', { count: hole('count'), max: SQUAD_RULES.maxWildcards }),
    ratings: t('simulators.squad.ratings'),
    ratingsHint: t('simulators.squad.compareHint'),
    yours: t('simulators.squad.yours'),
    compareReal: t('simulators.squad.compareReal', { club: hole('club') }),
    compareAverage: t('simulators.squad.compareAverage'),
    sign: t('simulators.squad.sign'),
    release: t('simulators.squad.release'),
    refusals: Object.fromEntries(
      REFUSALS.map((reason) => [reason, t(`simulators.refusal.${reason}`, { roles: hole('roles') })]),
    ) as Record<PickRefusal, string>,
    rolePlurals: byRole((role) => t(`simulators.role.${role}`)),
    announceSigned: t('simulators.squad.announce.signed', { name: hole('name'), count: hole('count'), size }),
    announceReleased: t('simulators.squad.announce.released', { name: hole('name'), count: hole('count'), size }),
    announceRefused: t('simulators.squad.announce.refused', { name: hole('name'), reason: hole('reason') }),
    announceClub: t('simulators.squad.announce.club', { club: hole('club') }),
    announceReset: t('simulators.squad.announce.reset'),
  };
}

export function buildTeamTexts(t: Translate, lang: LocaleCode, teams: number): TeamTexts {
  const column = (key: 'position' | 'played' | 'won' | 'lost' | 'goalDifference' | 'points') => ({
    short: t(`tables.col.${key}.short` as MessageId), full: t(`tables.col.${key}.full` as MessageId),
  });
  const placed = { name: hole('name'), place: hole('place') };
  return {
    ...buildCommonTexts(t),
    heading: t('simulators.team.heading'),
    lineShort: {
      goalkeeper: t('simulators.lineShort.goalkeeper'), defence: t('simulators.lineShort.defence'),
      midfield: t('simulators.lineShort.midfield'), attack: t('simulators.lineShort.attack'),
    },
    formation: t('simulators.team.formation'),
    apply: t('simulators.pool.apply'),
    bench: t('simulators.team.bench'),
    benchPlace: t('simulators.team.benchPlace', { number: hole('number') }),
    emptyPlace: t('simulators.team.emptyPlace'),
    placeLabel: t('simulators.team.placeLabel', placed),
    fit: t('simulators.team.fit', { value: hole('value') }),
    selected: t('simulators.team.selected', { place: hole('place') }),
    selectedHint: t('simulators.team.selectedHint'),
    remove: t('simulators.team.remove'),
    cancel: t('simulators.team.cancel'),
    add: t('simulators.team.add'),
    putHere: t('simulators.team.putHere', { place: hole('place') }),
    best: t('simulators.team.best'),
    another: t('simulators.team.another'),
    saveImage: t('simulators.team.saveImage'),
    ratings: t('simulators.team.ratings'),
    you: t('simulators.team.you'),
    season: t('simulators.team.season'),
    incomplete: counted(7, (count) => t('simulators.team.incomplete', { count })),
    seasonNumber: t('simulators.team.seasonNumber', { seed: hole('seed') }),
    ordinals: counted(teams, (position) => formatOrdinal(position, lang)),
    seasonSummary: t('simulators.team.seasonSummary', { position: hole('position'), teams }),
    goals: t('simulators.team.goals'),
    noPlace: t('simulators.team.noPlace'),
    table: t('simulators.team.table'),
    results: t('simulators.team.results'),
    matchday: t('simulators.team.matchday', { number: hole('number') }),
    restDay: t('simulators.team.restDay'),
    outcomes: {
      win: t('simulators.team.outcome', { outcome: 'win' }), shootoutWin: t('simulators.team.outcome', { outcome: 'shootoutWin' }),
      shootoutLoss: t('simulators.team.outcome', { outcome: 'shootoutLoss' }), loss: t('simulators.team.outcome', { outcome: 'loss' }),
    },
    columns: {
      position: column('position'), team: { short: t('tables.col.team'), full: t('tables.col.team') }, played: column('played'),
      won: column('won'), lost: column('lost'), goalDifference: column('goalDifference'), points: column('points'),
    },
    announceBest: t('simulators.team.announce.best', { formation: hole('formation') }),
    announceFormation: t('simulators.team.announce.formation', { formation: hole('formation') }),
    announceFull: t('simulators.team.announce.full', { name: hole('name') }),
    announcePlaced: t('simulators.team.announce.placed', placed),
    announceRemoved: t('simulators.team.announce.removed', { name: hole('name') }),
    announceReset: t('simulators.team.announce.reset'),
    announceSeason: t('simulators.team.announce.season', { position: hole('position'), teams, points: hole('points') }),
    announceSelected: t('simulators.team.announce.selected', { place: hole('place') }),
    announceSwapped: t('simulators.team.announce.swapped', { first: hole('first'), second: hole('second') }),
  };
}
