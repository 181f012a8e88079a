// The stories tied to no match or deal: two presidents' interviews, the rules explained, the links
// to the league's own channels and a partner's note. They keep a fixed age (the newest a few
// hours old), so whatever the clock the news page has something fresh.
import { EXTERNAL_LINKS } from '../../../config/external-links';
import type { Region } from '../../../config/regions';
import { presidentFacts } from '../facts/club-facts';
import type { ExternalChannel } from '../stories/types';
import { leagueArt, maybeUpdated, randomFor, storyBase, teamArt, type PlanContext, type PlannedStory } from './types';
import { playedTurns } from './match-stories';

type Slot = { key: string; build(key: string, ageMinutes: number): PlannedStory | undefined };

/** The league's own addresses an external story may open, by channel; undefined where the region has none. */
function channelUrl(context: PlanContext, channel: ExternalChannel): string | undefined {
  const region: Region = context.region;
  if (channel === 'store') return region.storeUrl;
  if (channel === 'tickets') return region.ticketsUrl;
  if (channel === 'fantasy') return context.edition === 'kings' ? EXTERNAL_LINKS.fantasy : undefined;
  return region.social.find((account) => account.name === channel)?.url;
}

export function leagueStories(context: PlanContext): PlannedStory[] {
  const { league, edition } = context;
  const last = playedTurns(context).at(-1);
  const current = league.turns.find((turn) => turn.weekOffset === 0) ?? last;
  const turnNumber = current?.number ?? 1;
  // The full games on YouTube are the last played matchday's; everything else looks ahead to today's.
  const lastNumber = last?.number ?? turnNumber;
  const table = last ? league.tableAfter(last.number) : [];
  const leader = table[0]?.teamId;
  const chaser = table.length > 4 ? randomFor(context, 'president/pick').pick(table.slice(4)).teamId : undefined;

  const president = (teamId: number | undefined): Slot => ({
    key: `president/${teamId}`,
    build(key, minutes) {
      if (teamId === undefined || !last) return undefined;
      const random = randomFor(context, key);
      const base = storyBase(context, random);
      const facts = presidentFacts(league, context.ids, teamId, last, base);
      if (!facts) return undefined;
      return {
        key, kind: 'president', timing: { kind: 'age', minutes }, featured: false,
        teamIds: [teamId, ...(facts.last ? [facts.last.opponent.id] : [])], playerIds: [],
        art: teamArt(league.team(teamId)), ...maybeUpdated(random, 0.3, 15, 100),
        write: (book, names) => book.stories.president(presidentFacts(league, names, teamId, last, base) ?? facts),
      };
    },
  });
  const external = (channel: ExternalChannel): Slot => ({
    key: `external/${channel}`,
    build(key, minutes) {
      const url = channelUrl(context, channel);
      if (!url) return undefined;
      const base = storyBase(context, randomFor(context, key));
      return {
        key, kind: 'external', timing: { kind: 'age', minutes }, featured: false, teamIds: [], playerIds: [],
        art: leagueArt(edition), externalUrl: url,
        write: (book) => book.stories.external({ ...base, channel, turn: channel === 'youtube' ? lastNumber : turnNumber }),
      };
    },
  });
  const rules: Slot = {
    key: 'rules',
    build: (key, minutes) => {
      const base = storyBase(context, randomFor(context, key));
      return {
        key, kind: 'rules', timing: { kind: 'age', minutes }, featured: false, teamIds: [], playerIds: [], art: leagueArt(edition),
        write: (book) => book.stories.rules({ ...base, turn: turnNumber }),
      };
    },
  };
  const partner: Slot = {
    key: 'partner',
    build: (key, minutes) => {
      const random = randomFor(context, key);
      const base = storyBase(context, random);
      const team = random.pick(league.teams);
      return {
        key, kind: 'partner', timing: { kind: 'age', minutes }, featured: false, teamIds: [team.id], playerIds: [], art: teamArt(team),
        write: (book, names) => book.stories.partner({ ...base, team: names.team(team.id), turn: turnNumber }),
      };
    },
  };

  const fourth: ExternalChannel = context.region.ticketsUrl ? 'tickets' : 'tiktok';
  const fifth: ExternalChannel = edition === 'kings' ? 'fantasy' : 'twitch';
  // Newest first; each is a few hours to a day older than the one before.
  const slots = [
    president(leader), external('youtube'), rules, external('instagram'), partner,
    external('store'), president(chaser), external(fourth), external(fifth),
  ];
  const ages = randomFor(context, 'ages');
  let minutes = ages.int(120, 300);
  return slots.flatMap((slot) => {
    const story = slot.build(slot.key, minutes);
    minutes += ages.int(9 * 60, 30 * 60);
    return story ?? [];
  });
}
