import { getRouteDefinition } from '../config/routes';
import { getIntl } from '../lib/i18n/intl';
import type { MessageId } from '../lib/i18n/messages';
import type { RequestContext } from '../lib/request-context';
import { throwIfTestRenderError } from '../lib/reporting/test-render-error';
import { entityShareCard } from '../lib/seo/entity-share';
import { loadShareCard, shareCardImage } from '../lib/share-cards';
import { entityTitle } from '../lib/seo/entity-titles';
import { alertsPublicKey } from '../lib/team-alerts';
import { getView } from './index';
import { ErrorLine } from '../components/errors/error-line';
import { NotFoundScreen } from '../components/errors/not-found-screen';
import { PageHead } from '../components/head/page-head';
import { DefaultLayout } from '../components/layouts/default-layout';
import { LAYOUT_COMPONENTS } from '../components/layouts';
import type { ShellProps } from '../lib/page/page-types';
import { getLeagueTitle } from '../lib/i18n/league-words';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';

/** Renders what the pipeline resolved: the route's view inside its layout, or the error screen. */
export async function PageRenderer({ context }: { context: RequestContext }) {
  const { resolution, edition, lang, region, pathname, search, routeQuery: query, domain, data, entity } = context;
  throwIfTestRenderError(context);
  const { t } = getIntl(lang, edition.id);
  const shell: ShellProps = { edition, lang, region, t, resolution, pathname, search, query, domain };

  if (resolution.kind === 'error') {
    if (resolution.status !== 404) return <ErrorLine status={resolution.status} message={resolution.message} />;
    return (
      <DefaultLayout shell={shell}>
        <title>{`${t('error.notFound.title')} | ${region ? getLeagueTitle(t, region) : edition.siteTitle}`}</title>
        <meta name="robots" content="noindex" />
        <NotFoundScreen t={t} lang={lang} message={resolution.message} region={region} />
      </DefaultLayout>
    );
  }

  // `news`: a description names the news only where the region publishes some in this language.
  const news = region && pathIfAvailable('news', { edition: edition.id, lang, region }) ? 'yes' : 'no';
  const values = { league: region ? getLeagueTitle(t, region) : edition.siteTitle, news };
  const description = t(`page.${resolution.routeId}.description` as MessageId, values);
  const title = (entity && entityTitle(entity, t)) ?? t(`page.${resolution.routeId}.title` as MessageId, values);
  const Layout = LAYOUT_COMPONENTS[getRouteDefinition(resolution.routeId).layout];
  const View = getView(resolution.routeId);
  // A match, player, team or table page shares a picture of its subject (ADR 048).
  const card = shareCardImage(await loadShareCard({ routeId: resolution.routeId, lang, region, edition, data, entity }), pathname);
  const share = entityShareCard(entity);
  return (
    <Layout shell={shell}>
      <PageHead {...shell} resolution={resolution} title={title} description={description} share={card ? { ...share, image: card } : share} />
      <View shell={shell} resolution={resolution} title={title} description={description} data={data} entity={entity} alertsKey={alertsPublicKey(context.env)} />
    </Layout>
  );
}
