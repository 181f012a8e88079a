import type { LocaleCode } from '../../config/locales';
import type { Translate } from '../../lib/i18n/intl';

type TeamAlertsProps = {
  team: { id: number; name: string };
  /** The edition's VAPID public key: the browser's push subscription is made for it. */
  publicKey: string;
  lang: LocaleCode;
  t: Translate;
};

/**
 * "Alert me" beside the favourite star: Web Push for the team's kick-offs, goals and full times
 * (ADR 035), and the choice of its rules moments too (ADR 064). Drawn hidden, as Web Push needs script; the enhancer (enhance-team-alerts.ts) shows it while this team is the
 * visitor's favourite and says what this browser can do. Every text it may show is here, so the
 * page's language is the alerts' language.
 */
export function TeamAlerts({ team, publicKey, lang, t }: TeamAlertsProps) {
  return (
    <div className="team-alerts" data-alerts-team={team.id} data-alerts-key={publicKey} data-alerts-lang={lang} hidden>
      <button
        type="button"
        className="team-alerts__button"
        data-subscribe={t('alerts.button.subscribe')}
        data-unsubscribe={t('alerts.button.unsubscribe')}
      >
        <svg className="team-alerts__icon" viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" />
        </svg>
        <span className="team-alerts__label">{t('alerts.button.subscribe')}</span>
      </button>
      {/* Off by default (ADR 064): sent with the subscription, and on its own when changed later. */}
      <label className="team-alerts__rules">
        <input type="checkbox" className="team-alerts__rules-box" />
        <span>{t('alerts.rules.label')}</span>
      </label>
      <p
        className="team-alerts__status"
        role="status"
        data-subscribed={t('alerts.status.subscribed', { team: team.name })}
        data-unsubscribed={t('alerts.status.unsubscribed', { team: team.name })}
        data-unsupported={t('alerts.status.unsupported')}
        data-home-screen={t('alerts.status.homeScreen')}
        data-denied={t('alerts.status.denied')}
        data-failed={t('alerts.status.failed')}
      />
    </div>
  );
}
