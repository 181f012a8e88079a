import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_LOCALE, getLocale } from '../config/locales';
import type { RootIconPath } from '../config/site-files';
import { SURFACES } from '../config/surfaces';
import { BUILD_VERSION } from '../lib/build-version';
import { getRequestContext } from '../lib/request-context';
import { manifestHref } from '../lib/site-app';
import { readEdition } from '../lib/request/read-request-context';
import { browserReportingConfig } from '../lib/reporting/browser-reporting-config';
import { reportingTags } from '../lib/reporting/reporting-tags';
import { ErrorQueueScript } from '../components/shell/error-queue-script';
import { InlineScript } from '../components/shell/inline-script';
import { FrameStylesheet } from '../components/stylesheet';

export default async function RootElement({ children }: { children: ReactNode }) {
  // Requests outside the pipeline (framework refetches) render no document frame of their own.
  const context = getRequestContext();
  const locale = getLocale(context?.lang ?? DEFAULT_LOCALE);
  const edition = readEdition();
  // A partner's widget: its own small frame, the look its options chose, none of the site's
  // scripts (reader preferences, reporting, chunk reload) nor its icons (ADR 051).
  if (context && SURFACES[context.surface].document === 'frame') {
    const { theme, accent } = context.routeQuery;
    return (
      <html lang={locale.tag} dir={locale.dir} data-edition={edition.id} data-embed="" data-scheme={theme === 'light' || theme === 'dark' ? theme : undefined}
        style={accent ? ({ '--widget-accent': accent } as CSSProperties) : undefined}>
        <head>
          <FrameStylesheet edition={edition.id} embed />
          <meta name="robots" content="noindex" />
        </head>
        <body>{children}</body>
      </html>
    );
  }
  const reporting = context && browserReportingConfig(context.env, reportingTags(context), BUILD_VERSION);
  return (
    <html lang={locale.tag} dir={locale.dir} data-edition={edition.id}>
      <head>
        {/* Inline: no render-blocking request on a slow network; the edge writes their text
            (ADR 022) and stamps the script's nonce. */}
        <FrameStylesheet edition={edition.id} />
        <InlineScript id="chunk-reload" />
        {/* The visitor's favourite team and spoiler-free mode, applied before the first paint. */}
        <InlineScript id="reader-preferences" />
        {/* Before anything else can throw; only where reporting is configured. */}
        <ErrorQueueScript config={reporting} />
        <meta name="theme-color" content={edition.themeColor} />
        {/* A browser that draws no SVG icon asks for /favicon.ico by itself (the edition's, as every
            root icon is): no link for it, whose bytes every page would carry. */}
        <link rel="icon" href={edition.favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={'/apple-touch-icon.png' satisfies RootIconPath} />
        {/* Installable (ADR 046): the edition's manifest in the page's language (its `display`
            makes the Home Screen's copy an app on iOS 16.4 on, as Web Push needs); iOS's own metas. */}
        <link rel="manifest" href={manifestHref(locale.code)} />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
        <meta name="apple-mobile-web-app-title" content={edition.siteTitle} />
      </head>
      <body>
        {children}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
