// The partners' widgets' front door: what each widget loads, and the snippets that insert one.
import type embedEn from '../../../messages/features/embed/en.json';

declare module '../i18n/messages' {
  interface FeatureMessageSets {
    embed: typeof embedEn;
  }
}

export {
  loadLiveWidget, loadMatchesWidget, loadNextMatchWidget, loadStandingsWidget,
  type MatchesWidgetData, type NextMatchWidgetData, type StandingsWidgetData, type WidgetPlace,
} from './load-widgets';
export { iframeSnippet, scriptSnippet, widgetPath, type WidgetChoice } from './embed-snippets';
