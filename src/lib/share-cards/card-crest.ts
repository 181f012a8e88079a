import type { CardCrest } from '../card-model';
import type { TeamRef } from '../competition/types';
import { toCrestShape } from '../pictures';

/** The league's own crest when it has one at an https address; else the one the site draws. */
export function toCardCrest(team: Pick<TeamRef, 'id' | 'shortName' | 'logoUrl' | 'firstColor' | 'secondColor'> | undefined): CardCrest {
  if (team?.logoUrl?.startsWith('https://')) return { kind: 'image', url: team.logoUrl };
  const shape = toCrestShape(team ?? { id: 0, shortName: '?' });
  return { kind: 'drawn', ...shape };
}
