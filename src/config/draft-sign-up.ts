// Regions whose draft sign-up is open: join-the-draft exists only here (route check `joinTheDraft`).
// Italy runs it as open tryouts (its menu says "Tryouts"); the Spanish leagues take applications
// for the draft itself. Every other region's page is a 404 until a row is added here.
import type { EditionId } from './editions';
import { EXTERNAL_LINKS } from './external-links';

export type DraftSignUp = {
  edition: EditionId;
  region: string;
  /** `tryouts`: trials on a pitch before the draft; `draft`: an application to the draft pool. */
  kind: 'tryouts' | 'draft';
  /** The league's own application form, outside this site (nothing is posted here). */
  formUrl: string;
};

export const DRAFT_SIGN_UPS = [
  { edition: 'kings', region: 'italia', kind: 'tryouts', formUrl: EXTERNAL_LINKS.tryoutsItalia },
  { edition: 'kings', region: 'espana', kind: 'draft', formUrl: EXTERNAL_LINKS.draftSignUpKings },
  { edition: 'queens', region: 'espana', kind: 'draft', formUrl: EXTERNAL_LINKS.draftSignUpQueens },
] as const satisfies readonly DraftSignUp[];

export function findDraftSignUp(edition: EditionId, region: string | undefined): DraftSignUp | undefined {
  return DRAFT_SIGN_UPS.find((signUp) => signUp.edition === edition && signUp.region === region);
}
