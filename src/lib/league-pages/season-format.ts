// The current season's competition format as the league's data describes it: its phases in
// order, each with its groups and matchdays, how many teams play, and how many places lead to the
// playoff (from the season's position legend).
import { parsePlacement } from '../competition/rules/position-legend';
import type { LegendEntry, Phase, Season, Team } from '../competition/types';

export type FormatPhase = {
  id: number;
  name: string;
  kind: Phase['type'];
  groups: number;
  /** Matchdays of the phase, counted once however many groups share them. */
  turns: number;
  /** The rounds of a playoff phase by name, in order. */
  rounds: string[];
};

export type PromotionRule = {
  /** The legend's name for what the places lead to ("Playoff"), where it has one. */
  name?: string;
  first: number;
  last: number;
};

export type SeasonFormat = {
  seasonName: string;
  phases: FormatPhase[];
  /** Teams that really play (stand-ins left out); absent when the teams could not be read. */
  teams?: number;
  /** Places of the table marked by the legend, in order of places. */
  promotions: PromotionRule[];
};

function describePhase(phase: Phase): FormatPhase {
  const turns = [...new Map(phase.groups.flatMap((group) => group.turns).map((turn) => [turn.id, turn])).values()];
  return {
    id: phase.id,
    name: phase.name,
    kind: phase.type,
    groups: phase.groups.length,
    turns: turns.length,
    rounds: phase.type === 'playoff' ? turns.map((turn) => turn.name) : [],
  };
}

function toPromotions(legend: readonly LegendEntry[]): PromotionRule[] {
  return legend
    .flatMap((entry) => {
      const range = parsePlacement(entry.placement);
      return range ? [{ ...(entry.name ? { name: entry.name } : {}), first: range[0], last: range[1] }] : [];
    })
    .sort((a, b) => a.first - b.first);
}

/** The format of a season with its phases; undefined when the data gave none (a listing's copy). */
export function describeSeasonFormat(season: Season, teams: readonly Pick<Team, 'isPlaceholder'>[]): SeasonFormat | undefined {
  if (season.phases.length === 0) return undefined;
  const playing = teams.filter((team) => !team.isPlaceholder).length;
  return {
    seasonName: season.displayName ?? season.name,
    phases: [...season.phases].sort((a, b) => a.order - b.order).map(describePhase),
    ...(playing > 0 ? { teams: playing } : {}),
    promotions: toPromotions(season.meta.positionLegend ?? []),
  };
}
