import { EditorialHtml, EditorialNotice, EditorialUpdated } from '../components/league-pages/editorial';
import { LeaguePage } from '../components/league-pages/league-page';
import { RegulationContents, type ContentsEntry } from '../components/league-pages/regulation-contents';
import { SeasonFormatSection } from '../components/league-pages/season-format';
import { dropInPageContents, loadSeasonFormat, splitAtHeadings } from '../lib/league-pages';
import type { ViewProps } from '../lib/page/page-types';

const CONTENTS_ID = 'page-contents';
const FORMAT_ID = 'page-format';

/**
 * The rules: the season's format as the league data sets it out, then the regulation's sections
 * from the CMS, each a heading that the contents link to; printable without the site around it.
 */
export async function RegulationView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t } = shell;
  if (!region) return null;
  const [lookup, format] = await Promise.all([
    data.cms.getCmsPage(region, 'regulation', lang),
    loadSeasonFormat(data.competition, region, { genders: edition.genders, lang }),
  ]);
  const { intro, sections } = lookup.kind === 'found' ? splitAtHeadings(dropInPageContents(lookup.page.html), 'h2') : { intro: '', sections: [] };
  const anchored = sections.map((section, index) => ({ ...section, id: section.id ?? `page-rule-${index + 1}` }));
  const entries: ContentsEntry[] = [
    { id: FORMAT_ID, title: t('pages.regulation.format.heading') },
    ...anchored.map(({ id, title }) => ({ id, title })),
  ];
  return (
    <LeaguePage {...props} kind="regulation">
      <div className="reg-layout">
        <RegulationContents entries={entries} headingId={CONTENTS_ID} t={t} />
        <div className="reg-body">
          {lookup.kind === 'found' && <EditorialHtml html={intro} className="editorial--intro" />}
          <SeasonFormatSection format={format} headingId={FORMAT_ID} t={t} />
          {lookup.kind !== 'found' ? (
            <section className="reg-section" aria-labelledby="page-rules">
              <h2 id="page-rules">{t('pages.regulation.rules')}</h2>
              <EditorialNotice lookup={lookup} t={t} />
            </section>
          ) : (
            anchored.map((section) => (
              <section key={section.id} className="reg-section" aria-labelledby={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <EditorialHtml html={section.html} />
                <p className="reg-section__back">
                  <a href={`#${CONTENTS_ID}`}>{t('pages.regulation.backToContents')}</a>
                </p>
              </section>
            ))
          )}
          {lookup.kind === 'found' && <EditorialUpdated iso={lookup.page.updated} lang={lang} timeZone={region.timeZone} t={t} />}
        </div>
      </div>
    </LeaguePage>
  );
}
