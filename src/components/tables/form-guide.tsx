import type { FormEntry } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';

/** The last results as small badges, oldest first; each says in words what happened. */
export function FormGuide({ entries, teamName, t }: { entries: readonly FormEntry[]; teamName: string; t: Translate }) {
  if (entries.length === 0) return <span className="muted">{t('tables.form.none')}</span>;
  return (
    <ol className="form-guide" aria-label={t('tables.form.list', { team: teamName })}>
      {entries.map((entry) => {
        const score =
          t('match.score', { home: entry.goals[0], away: entry.goals[1] }) +
          (entry.shootout ? ` ${t('match.shootout', { home: entry.shootout[0], away: entry.shootout[1] })}` : '');
        const result = t('tables.form.result', {
          outcome: entry.outcome,
          score,
          opponent: entry.opponent?.name ?? '—',
          turn: entry.turnName ?? '',
        });
        return (
          <li key={entry.matchId} className={`form-guide__item form-guide__item--${entry.outcome}`} title={result}>
            <span aria-hidden="true">
              {t('tables.form.letter', { outcome: entry.outcome })}
              {entry.shootout && <sup className="form-guide__mark">{t('tables.form.shootoutMark')}</sup>}
            </span>
            <span className="visually-hidden">{result}</span>
          </li>
        );
      })}
    </ol>
  );
}
