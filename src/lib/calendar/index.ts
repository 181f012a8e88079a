// Calendar feeds: the iCalendar writer, match events, feed addresses and subscribe links.
export { calendarFeedPath, subscribeLinks, SPOILER_FREE_QUERY, SPOILER_FREE_VALUE, type SubscribeLinks } from './feed-paths';
export { writeFeed } from './feed';
export { findFeedSubject, type SubjectOutcome } from './feed-subject';
export { eventTexts, feedName } from './feed-texts';
export { loadFeedMatches, type FeedMatch, type FeedSubject } from './load-feed-matches';
export { matchEvent } from './match-event';
