import { LeaguePage } from '../components/league-pages/league-page';
import { StoreGrid } from '../components/league-pages/store-grid';
import { listStores } from '../lib/league-pages';
import type { ViewProps } from '../lib/page/page-types';

/** The edition's official stores, one per league, each on its own shop site. */
export function StoresView(props: ViewProps) {
  const { edition, t } = props.shell;
  return (
    <LeaguePage {...props} kind="stores">
      <StoreGrid stores={listStores(edition.id)} t={t} />
    </LeaguePage>
  );
}
