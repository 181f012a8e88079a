// The snippets the "For media" page gives a partner to copy: the one line of embed.js, or a plain
// iframe for a page that runs no third-party script (it keeps the height it is given).
import { EMBED_ROOT, EMBED_SCRIPT_PATH, EMBED_WIDGETS, type EmbedWidgetId } from '../../config/embed';
import type { LocaleCode } from '../../config/locales';

export type WidgetChoice = {
  widget: EmbedWidgetId;
  region: string;
  lang: LocaleCode;
  /** The widget's options, each already one it takes. */
  options: Readonly<Record<string, string>>;
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The widget's own address on the site (`/embed/{lang}/{region}/{word}?options`). */
export function widgetPath({ widget, region, lang, options }: WidgetChoice): string {
  const query = new URLSearchParams(options).toString();
  return `/${EMBED_ROOT}/${lang}/${region}/${EMBED_WIDGETS[widget].word}${query ? `?${query}` : ''}`;
}

/** `<script src="https://{domain}/embed.js" data-widget=… async></script>` */
export function scriptSnippet(choice: WidgetChoice, siteOrigin: string): string {
  const attributes = [
    ['data-widget', EMBED_WIDGETS[choice.widget].word], ['data-region', choice.region], ['data-lang', choice.lang],
    ...Object.entries(choice.options).map(([name, value]) => [`data-${name}`, value]),
  ].map(([name, value]) => `${name}="${escapeAttribute(value!)}"`);
  return `<script src="${siteOrigin}${EMBED_SCRIPT_PATH}" ${attributes.join(' ')} async></script>`;
}

/** A plain iframe of the widget, for pages that run no script of ours. */
export function iframeSnippet(choice: WidgetChoice, siteOrigin: string, title: string, height: number): string {
  return `<iframe src="${escapeAttribute(siteOrigin + widgetPath(choice))}" title="${escapeAttribute(title)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
