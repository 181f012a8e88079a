import { ACCREDITATION_DEADLINE_HOURS } from '../config/cms-pages';
import { AccreditationDeadlines } from '../components/league-pages/accreditation-deadlines';
import { ApplyCard } from '../components/league-pages/apply-card';
import { EditorialHtml, EditorialNotice, EditorialUpdated } from '../components/league-pages/editorial';
import { LeaguePage } from '../components/league-pages/league-page';
import { getAccreditationApply, listAccreditationDeadlines, loadUpcomingMatchdays } from '../lib/league-pages';
import type { ViewProps } from '../lib/page/page-types';

/** Deadlines are listed this many matchdays ahead. */
const MATCHDAYS_AHEAD = 4;

/**
 * Press access to the matchdays: where to apply and by when (worked out from the fixtures), then
 * the web team's rules from the CMS: who can apply, what to bring, how to behave.
 */
export async function MediaAccreditationView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t } = shell;
  if (!region) return null;
  const now = new Date();
  const [lookup, schedule] = await Promise.all([
    data.cms.getCmsPage(region, 'mediaAccreditation', lang),
    loadUpcomingMatchdays(data.competition, region, { genders: edition.genders, lang }, MATCHDAYS_AHEAD),
  ]);
  const deadlines = schedule.season ? listAccreditationDeadlines(schedule.matchdays, ACCREDITATION_DEADLINE_HOURS, now) : undefined;
  const apply = getAccreditationApply(edition.id, region);
  return (
    <LeaguePage {...props} kind="accreditation">
      <div className="accreditation-layout">
        <div className="accreditation-side">
          <ApplyCard {...apply} league={region.leagueTitle} headingId="page-apply" t={t} />
          <AccreditationDeadlines deadlines={deadlines} hours={ACCREDITATION_DEADLINE_HOURS} headingId="page-deadlines" lang={lang} timeZone={region.timeZone} t={t} />
        </div>
        <div className="accreditation-main">
          {lookup.kind === 'found' ? (
            <>
              <EditorialHtml html={lookup.page.html} />
              <EditorialUpdated iso={lookup.page.updated} lang={lang} timeZone={region.timeZone} t={t} />
            </>
          ) : (
            <EditorialNotice lookup={lookup} t={t} />
          )}
        </div>
      </div>
    </LeaguePage>
  );
}
