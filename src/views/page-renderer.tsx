import type { ComponentProps } from 'react';
import { SURFACES } from '../config/surfaces';
import { getRouteDefinition } from '../config/routes';
import { getIntl } from '../lib/i18n/intl';
import type { MessageId } from '../lib/i18n/messages';
import type { RequestContext } from '../lib/request-context';
import { throwIfTestRenderError } from '../lib/reporting/test-render-error';
import { entityShareCard } from '../lib/seo/entity-share';
import { loadShareCard, shareCardImage, type ShareCardPage } from '../lib/share-cards';
import { entityTitle } from '../lib/seo/entity-titles';
import { alertsPublicKey } from '../lib/team-alerts';
import { getView } from './index';
import { ErrorLine } from '../components/errors/error-line';
import { NotFoundScreen } from '../components/errors/not-found-screen';
import { PageHead } from '../components/head/page-head';
import { DefaultLayout } from '../components/layouts/default-layout';
import { EmbedLayout } from '../components/layouts/embed-layout';
import { EmbedRefusal } from '../components/embed/embed-refusal';
import { LAYOUT_COMPONENTS } from '../components/layouts';
import type { ShellProps } from '../lib/page/page-types';
import { getLeagueTitle } from '../lib/i18n/league-words';
import { pathIfAvailable } from '../lib/navigation/resolve-menu';

/**
 * The head with the page's share card (ADR 048): a component of its own, so the card's loads run
 * beside the view's (the same calls, shared in the request) rather than before it.
 */
async function SharedPageHead({ head, card }: { head: ComponentProps<typeof PageHead>; card: ShareCardPage }) {
  const image = shareCardImage(await loadShareCard(card), head.pathname);
  const share = head.share ?? { type: 'website' as const };
  return <PageHead {...head} share={image ? { ...share, image } : share} />;
}

/** Renders what the pipeline resolved: the route's view inside its layout, or the error screen. */
export async function PageRenderer({ context }: { context: RequestContext }) {
  const { resolution, edition, lang, region, pathname, search, routeQuery: query, domain, data, entity, surface, widget } = context;
  throwIfTestRenderError(context);
  const { t } = getIntl(lang, edition.id);
  const shell: ShellProps = { edition, lang, region, t, resolution, pathname, search, query, domain, surface, widget };
  const { document } = SURFACES[surface];

  if (resolution.kind === 'error' && document === 'frame') {
    // A widget's refusal or missing address, drawn inside the partner's frame.
    return (
      <EmbedLayout shell={shell}>
        <title>{`${resolution.status} | ${edition.siteTitle}`}</title>
        <EmbedRefusal shell={shell} status={resolution.status} message={resolution.message} />
      </EmbedLayout>
    );
  }
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
  if (document === 'frame') {
    // A widget's head is its title alone: no link tags, share cards or icons in a partner's frame.
    return (
      <Layout shell={shell}>
        <title>{title}</title>
        <View shell={shell} resolution={resolution} title={title} description={description} data={data} entity={entity} />
      </Layout>
    );
  }
  return (
    <Layout shell={shell}>
      <SharedPageHead
        head={{ ...shell, resolution, title, description, share: entityShareCard(entity) }}
        card={{ routeId: resolution.routeId, lang, region, edition, data, entity }}
      />
      <View shell={shell} resolution={resolution} title={title} description={description} data={data} entity={entity} alertsKey={alertsPublicKey(context.env)} />
    </Layout>
  );
}
