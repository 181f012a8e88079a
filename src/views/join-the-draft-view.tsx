import { PeoplePage } from '../components/people/people-page';
import { findDraftSignUp } from '../config/draft-sign-up';
import type { MessageId } from '../lib/i18n/messages';
import { toSafeExternalUrl } from '../lib/navigation/safe-url';
import { toPeopleGender, withPeopleGender } from '../lib/people';
import type { ViewProps } from '../lib/page/page-types';

/** What each kind of sign-up says, step by step. */
const STEPS = {
  draft: ['people.join.draft.step1', 'people.join.draft.step2', 'people.join.draft.step3', 'people.join.draft.step4'],
  tryouts: ['people.join.tryouts.step1', 'people.join.tryouts.step2', 'people.join.tryouts.step3', 'people.join.tryouts.step4'],
} as const satisfies Record<string, readonly MessageId[]>;

/**
 * How to apply where the region's sign-up is open (the route check keeps this page a 404
 * elsewhere). Nothing is posted here: the application form is the league's own, outside the site.
 */
export function JoinTheDraftView({ shell, resolution, title }: ViewProps) {
  const { edition, region } = shell;
  const t = withPeopleGender(shell.t, toPeopleGender(edition));
  const signUp = region && findDraftSignUp(edition.id, region.slug);
  if (!region || !signUp) return null;
  const league = region.leagueTitle;
  const formUrl = toSafeExternalUrl(signUp.formUrl);
  const tryouts = signUp.kind === 'tryouts';
  return (
    <PeoplePage
      shell={shell}
      resolution={resolution}
      heading={tryouts ? t('people.join.tryouts.title', { league }) : title}
      lead={tryouts ? t('people.join.tryouts.intro', { league }) : t('people.join.draft.intro', { league })}
    >
      <section aria-labelledby="join-steps-heading" className="join-steps">
        <h2 id="join-steps-heading">{t('people.join.stepsHeading')}</h2>
        <ol>
          {STEPS[signUp.kind].map((step) => (
            <li key={step}>{t(step, { league })}</li>
          ))}
        </ol>
      </section>
      {formUrl && (
        <p className="join-apply">
          <a className="button" href={formUrl} rel="external noopener">
            {tryouts ? t('people.join.tryouts.apply') : t('people.join.draft.apply')}
            <span aria-hidden="true" className="external-mark">↗</span>
            <span className="visually-hidden"> {t('people.join.externalNote')}</span>
          </a>
        </p>
      )}
      <p className="muted">{t('people.join.privacy')}</p>
    </PeoplePage>
  );
}
