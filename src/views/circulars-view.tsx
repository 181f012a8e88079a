import { CircularList, CircularPager } from '../components/league-pages/circular-list';
import { LeaguePage } from '../components/league-pages/league-page';
import type { ViewProps } from '../lib/page/page-types';

/** The region's circulars in the page's language (es and it only), newest first, each with its PDF. */
export async function CircularsView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t, pathname, query } = shell;
  if (!region) return null;
  // `page` is of its field's shape (a whole number), as the resolver checked it.
  const page = Number(query.page ?? '1');
  const list = await data.cms.getCirculars(region, edition.id, lang, page);
  const hrefOf = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);
  return (
    <LeaguePage {...props} kind="circulars">
      {list.circulars.length > 0 ? (
        <>
          <CircularList circulars={list.circulars} lang={lang} timeZone={region.timeZone} t={t} />
          <CircularPager page={page} totalPages={list.totalPages ?? 1} hrefOf={hrefOf} t={t} />
        </>
      ) : (
        <p className="empty-state">
          {list.unreachable ? t('pages.circulars.unavailable') : t('pages.circulars.empty')}
        </p>
      )}
    </LeaguePage>
  );
}
