import { Stylesheet } from '../components/stylesheet';
import { PageIntro } from '../components/shell/page-intro';
import { EMBED_WIDGET_IDS, EMBED_WIDGETS, type EmbedWidgetId } from '../config/embed';
import { findLiveMatches, findNextKickoff } from '../lib/home';
import { iframeSnippet, scriptSnippet, widgetPath, type WidgetChoice } from '../lib/embed';
import { loadCurrentSeasonTurns } from '../lib/competition/load-current-season';
import type { MessageId } from '../lib/i18n/messages';
import type { ViewProps } from '../lib/page/page-types';

const PREVIEW_HEIGHT: Record<EmbedWidgetId, number> = { standings: 420, matches: 360, live: 380, nextMatch: 200 };

/**
 * "For media" (issue 34): each widget previewed in a frame, as a partner's page shows it, with
 * its options and the line to copy. The previews' options come from the league as it is: the
 * match being played (else the next), its home team.
 */
export async function ForMediaView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region, t, domain } = shell;
  if (!region) return null;
  const { turns } = await loadCurrentSeasonTurns(data.competition, { genders: edition.genders, competitions: region.competitionId, lang });
  const match = findLiveMatches(turns)[0] ?? findNextKickoff(turns);
  const team = match?.homeTeamId;
  const origin = domain.replace(/\/$/, '');
  const examples: Record<EmbedWidgetId, Record<string, string> | undefined> = {
    standings: { top: '6', ...(team !== undefined ? { team: String(team) } : {}) },
    matches: { theme: 'auto' },
    live: match ? { match: String(match.id), theme: 'dark' } : undefined,
    nextMatch: team !== undefined ? { team: String(team), accent: '#e30613' } : undefined,
  };
  return (
    <>
      <Stylesheet id="for-media" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      <p className="for-media__intro">{t('forMedia.intro')}</p>
      {EMBED_WIDGET_IDS.map((widget) => {
        const name = t(`forMedia.widget.${widget}` as MessageId);
        const options = examples[widget];
        const choice: WidgetChoice | undefined = options && { widget, region: region.slug, lang, options };
        return (
          <section key={widget} className="for-media__widget" aria-labelledby={`widget-${widget}`}>
            <h2 id={`widget-${widget}`}>{name}</h2>
            <p>{t(`forMedia.widget.${widget}.about` as MessageId)}</p>
            <h3>{t('forMedia.options')}</h3>
            <ul className="for-media__options">
              {EMBED_WIDGETS[widget].options.map((option) => <li key={option}>{t(`forMedia.option.${option}` as MessageId)}</li>)}
            </ul>
            {choice ? (
              <>
                <h3>{t('forMedia.preview')}</h3>
                {/* Kept as tall as its content by the browser entry, as embed.js keeps a partner's (ADR 051). */}
                <iframe className="for-media__preview" src={widgetPath(choice)} title={t('forMedia.previewTitle', { widget: name })}
                  height={PREVIEW_HEIGHT[widget]} loading="lazy" data-widget-preview="" />
                {/* A snippet is labelled by its figure's caption: ARIA in HTML allows no aria-labelledby on a <pre>. */}
                <figure className="for-media__code">
                  <figcaption><h3>{t('forMedia.snippet')}</h3></figcaption>
                  <pre className="for-media__snippet" tabIndex={0}><code>{scriptSnippet(choice, origin)}</code></pre>
                </figure>
                <figure className="for-media__code">
                  <figcaption><h3>{t('forMedia.iframe')}</h3></figcaption>
                  <pre className="for-media__snippet" tabIndex={0}><code>{iframeSnippet(choice, origin, name, PREVIEW_HEIGHT[widget])}</code></pre>
                </figure>
              </>
            ) : <p className="empty-state">{t('forMedia.noMatch')}</p>}
          </section>
        );
      })}
    </>
  );
}
