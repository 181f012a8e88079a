import type { Translate } from '../../lib/i18n/intl';

type ShowScoreButtonProps = {
  t: Translate;
  /** Ids of the match's own visible team names, which tell screen readers which match it reveals. */
  describedBy?: string;
};

/**
 * Shown only in spoiler-free mode, beside a hidden result: reveals the one match of its
 * `data-spoiler-scope` (the head script listens). It points at the names already on the card
 * rather than repeating them, so a list of matches carries each name once.
 */
export function ShowScoreButton({ t, describedBy }: ShowScoreButtonProps) {
  return (
    <button type="button" className="spoiler-reveal" data-reveal aria-describedby={describedBy}>
      {t('reader.spoilers.showScore')}
    </button>
  );
}
