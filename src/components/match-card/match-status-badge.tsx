import type { Match } from '../../lib/competition';
import type { MessageId } from '../../lib/i18n/messages';
import type { Translate } from '../../lib/i18n/intl';

const KNOWN = new Set(['scheduled', 'live', 'ended', 'rescheduled', 'cancelled', 'abandoned']);

/** Section 4's display status as a badge; a live match shows its minute. */
export function MatchStatusBadge({ match, t }: { match: Match; t: Translate }) {
  const status = KNOWN.has(match.displayStatus) ? match.displayStatus : 'scheduled';
  return (
    <span className={`badge badge--${status}`}>
      {t(`match.status.${status}` as MessageId)}
      {status === 'live' && match.currentMinute !== undefined && ` · ${t('match.minute', { minute: match.currentMinute })}`}
    </span>
  );
}
