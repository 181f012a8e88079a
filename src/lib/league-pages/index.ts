// The league's own pages' front door: tickets, stores, FAQs, contact, regulation, circulars and
// media accreditation read the league data and the region's CMS through here.
export * from './browser';
export { buildFaqPage, findUnmatchedFaqs, toFaqs, type FaqItem, type Faqs } from './faqs';
export { dropInPageContents, splitAtHeadings, type HtmlSection } from './html-sections';
export { getAccreditationApply, listContactChannels, listStores, mailtoHref, type ContactChannel, type StoreEntry } from './contact';
export { loadSeasonFormat, loadUpcomingMatchdays, type LeagueDataOptions, type UpcomingSchedule } from './load-league-data';
export { listAccreditationDeadlines, listUpcomingMatchdays, type AccreditationDeadline, type UpcomingMatchday } from './matchdays';
export { formatFileSize } from './file-size';
export { formatLongDate, formatMatchTime, formatMatchday } from './format-dates';
export { describeSeasonFormat, type FormatPhase, type PromotionRule, type SeasonFormat } from './season-format';
export { buildTicketEvents } from './ticket-events';
