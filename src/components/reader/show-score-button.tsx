import type { Translate } from '../../lib/i18n/intl';

type ShowScoreButtonProps = { t: Translate; home?: string; away?: string };

/**
 * Shown only in spoiler-free mode, beside a hidden result: reveals the one match of its
 * `data-spoiler-scope` (the header's switch listens). Says which match for screen readers.
 */
export function ShowScoreButton({ t, home, away }: ShowScoreButtonProps) {
  return (
    <button type="button" className="spoiler-reveal" data-reveal>
      {t('reader.spoilers.showScore')}
      {home && away && <span className="visually-hidden">{`: ${t('match.versus', { home, away })}`}</span>}
    </button>
  );
}
