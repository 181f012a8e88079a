import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from '../lib/navigation/safe-url';
import { resolvePage } from '../lib/routing/resolve-page';
import { DRAFT_SIGN_UPS, findDraftSignUp } from './draft-sign-up';
import { isExcluded } from './exclusions';
import { HEADER_MENU } from './menus';
import { findRegion } from './regions';

describe('the open draft sign-ups', () => {
  it('name regions that exist and have a draft, with a form the site may link to', () => {
    for (const signUp of DRAFT_SIGN_UPS) {
      expect(findRegion(signUp.edition, signUp.region), signUp.region).toBeDefined();
      expect(isExcluded('draft', signUp.edition, signUp.region), signUp.region).toBe(false);
      expect(toSafeExternalUrl(signUp.formUrl), signUp.formUrl).toBeDefined();
    }
  });

  it('hold Italy’s tryouts, which its menu offers', () => {
    expect(findDraftSignUp('kings', 'italia')?.kind).toBe('tryouts');
    const players = HEADER_MENU.find((entry) => entry.kind === 'group' && entry.label === 'nav.players');
    expect(JSON.stringify(players)).toContain('"route":"joinTheDraft"');
  });

  it('make join-the-draft a page only where the sign-up is open', () => {
    expect(resolvePage('/en/italia/join-the-draft', { edition: 'kings' }).kind).toBe('page');
    expect(resolvePage('/en/espana/join-the-draft', { edition: 'queens' }).kind).toBe('page');
    expect(resolvePage('/en/americas/join-the-draft', { edition: 'kings' })).toMatchObject({ kind: 'error', status: 404 });
    expect(resolvePage('/en/brazil/join-the-draft', { edition: 'kings' })).toMatchObject({ kind: 'error', status: 404 });
    expect(resolvePage('/en/americas/join-the-draft', { edition: 'queens' })).toMatchObject({ kind: 'error', status: 404 });
  });
});
