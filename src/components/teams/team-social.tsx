import type { Team } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { toTeamSocialLinks } from '../../lib/teams';

/** The team's own accounts; only addresses that pass section 8's guard are shown. */
export function TeamSocial({ team, t }: { team: Team; t: Translate }) {
  const links = toTeamSocialLinks(team.social);
  if (links.length === 0) return null;
  return (
    <section className="team-section" aria-labelledby="team-social-heading">
      <h2 id="team-social-heading">{t('teams.social.heading', { team: team.name })}</h2>
      <ul className="team-social">
        {links.map(({ network, href }) => (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer external"
              aria-label={t('teams.social.link', { team: team.name, network: t(`social.${network}`) })}
            >
              {t(`social.${network}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
