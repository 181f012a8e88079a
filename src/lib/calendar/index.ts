// Calendar feeds: the iCalendar writer, match events, feed addresses and subscribe links.
export { calendarFeedPath, splitFeedPath, subscribeLinks, SPOILER_FREE_QUERY, SPOILER_FREE_VALUE, type SubscribeLinks } from './feed-paths';
export { writeFeed } from './feed';
