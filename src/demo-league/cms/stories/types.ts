// What one language needs to write the demo news: a writer for each kind of story, given the facts
// of the demo league (real teams, people and scores) with names already in that language.
import type { PlayerRole } from '../../generator/types';

export const STORY_KINDS = [
  'report', 'preview', 'highlights', 'swap', 'loan', 'signing', 'draft', 'steal', 'president', 'rules', 'external', 'partner',
] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

export type Named = { id: number; name: string };
export type Person = Named & { female: boolean };
export type PlayerFact = Person & { role: PlayerRole };

/** What every story knows: the league's name, whether its players are women, and a variant to vary the wording. */
type Base = { league: string; female: boolean; variant: number };

export type GoalFact = { minute: number; team: Named; scorer: Person; kind: 'goal' | 'double' | 'penalty' | 'president' };
/** How a match was won, which sets the tone of its report. */
export type MatchShape = 'shootout' | 'comeback' | 'rout' | 'narrow' | 'win';

export type ReportFacts = Base & {
  turn: number;
  stadium: string;
  home: Named;
  away: Named;
  homeScore: number;
  awayScore: number;
  halfTime: { home: number; away: number };
  shootout?: { home: number; away: number };
  winner: Named;
  loser: Named;
  /** The winner's and the loser's goals (level after a shootout). */
  winnerGoals: number;
  loserGoals: number;
  shape: MatchShape;
  goals: readonly GoalFact[];
  mvp?: Person & { team: Named };
  /** Who speaks for the winners: their MVP, or else their last scorer. */
  voice?: Person;
  /** The dice roll, when it thinned the pitch enough to be news. */
  dice?: { players: number; minute: number };
  presidentPenalty?: { team: Named; president: Person; scored: boolean };
  /** The winner's points and place in the table after the turn. */
  winnerPoints: number;
  winnerRank: number;
};

export type PreviewFacts = Base & {
  turn: number;
  stadium: string;
  fixtures: readonly { home: Named; away: Named; kickoff: string }[];
  headline: { home: Named; away: Named };
  /** Absent before the first turn. */
  leader?: { team: Named; points: number };
  topScorer?: { player: Person; team: Named; goals: number };
};

export type HighlightsFacts = Base & {
  turn: number;
  goals: number;
  shootouts: number;
  best: { home: Named; away: Named; homeScore: number; awayScore: number };
  mvp?: Person & { team: Named };
};

export type Move = { player: PlayerFact; from: Named; to: Named };
export type MoveFacts = Base & { first: Move; second: Move };
export type SigningFacts = Base & { player: PlayerFact; team: Named; released?: PlayerFact };

export type Pick = { order: number; round: number; player: PlayerFact; team: Named };
export type DraftFacts = Base & { picks: readonly Pick[]; total: number };
export type StealFacts = Base & { pick: Pick; rating: number };

export type PresidentFacts = Base & {
  president: Person;
  team: Named;
  rank: number;
  points: number;
  played: number;
  won: number;
  last?: { opponent: Named; scored: number; conceded: number; won: boolean; shootout: boolean };
};

export const EXTERNAL_CHANNELS = ['youtube', 'instagram', 'tiktok', 'twitch', 'store', 'tickets', 'fantasy'] as const;
export type ExternalChannel = (typeof EXTERNAL_CHANNELS)[number];

export type RulesFacts = Base & { turn: number };
export type ExternalFacts = Base & { channel: ExternalChannel; turn: number };
export type PartnerFacts = Base & { team: Named; turn: number };

export type Story = {
  title: string;
  excerpt: string;
  intro: string;
  body: string;
  listTitle: string;
  list: readonly string[];
  quote: string;
  quoteBy: string;
  closing: string;
  imageAlt: string;
  caption: string;
  /** The big words of the story's picture: a score, a name, a few words. */
  label: string;
};

export type StoryWriters = {
  report(facts: ReportFacts): Story;
  preview(facts: PreviewFacts): Story;
  highlights(facts: HighlightsFacts): Story;
  swap(facts: MoveFacts): Story;
  loan(facts: MoveFacts): Story;
  signing(facts: SigningFacts): Story;
  draft(facts: DraftFacts): Story;
  steal(facts: StealFacts): Story;
  president(facts: PresidentFacts): Story;
  rules(facts: RulesFacts): Story;
  external(facts: ExternalFacts): Story;
  partner(facts: PartnerFacts): Story;
};

export type Phrasebook = {
  authors: readonly string[];
  /** The words the generator adds around a story: captions' credit, links, the picture's corner. */
  words: {
    video: string;
    partnerLink: string;
    openLink: string;
    credit(league: string): string;
    kinds: Readonly<Record<StoryKind, string>>;
  };
  stories: StoryWriters;
};
