import type { EmbedWidgetId } from '../../config/embed';
import type { Surface } from '../../config/surfaces';
// The props every page part receives. They live in lib so that components and views both read
// them without either importing the other.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { QueryValues } from '../../config/query-fields';
import type { Region } from '../../config/regions';
import type { CmsApi } from '../cms';
import type { CompetitionApi } from '../competition/api';
import type { VotesClient } from '../fan-votes';
import type { Translate } from '../i18n/intl';
import type { PageResolution, Resolution } from '../routing/resolve-page';
import type { PageEntity } from './page-entity';

/** The request's data clients, made once by the pipeline and handed down as props. */
export type PageData = { competition: CompetitionApi; cms: CmsApi; /** A match's fans' votes, where the Worker takes them (ADR 062). */ votes?: VotesClient };

/** What every part of the page frame needs to know about the request it renders. */
export type ShellProps = {
  edition: Edition;
  lang: LocaleCode;
  region: Region | undefined;
  t: Translate;
  resolution: Resolution;
  pathname: string;
  search: string;
  /** The page's own query parameters (its route record's `query`), as the resolver parsed them once. */
  query: QueryValues;
  domain: string;
  /** What kind of answer is drawn: the site's page or a partner's widget (ADR 068). */
  surface: Surface;
  /** A widget's kind, from its route's record. */
  widget?: EmbedWidgetId;
};

/** What a route's view is given: the frame's facts, its route, its head texts and its data. */
export type ViewProps = {
  shell: ShellProps;
  resolution: PageResolution;
  title: string;
  description: string;
  data: PageData;
  /** The thing a page about one thing is about, loaded once by the route guard. */
  entity?: PageEntity;
  /** The edition's public key for team alerts, where it sends them (from the resolved request, like the rest). */
  alertsKey?: string;
};
