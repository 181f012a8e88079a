// The feed's words in the visitor's language: the calendar's name and each event's summary.
import type { Edition } from '../../config/editions';
import type { Translate } from '../i18n/intl';
import { eventSummary, type EventTexts } from './match-event';
import type { FeedSubject } from './load-feed-matches';

export function eventTexts(t: Translate): EventTexts {
  return {
    summary: (home, away) => t('calendar.event.summary', { home, away }),
    summaryWithScore: (home, away, homeScore, awayScore) => t('calendar.event.summaryScore', { home, away, homeScore, awayScore }),
    undecided: t('calendar.event.undecided'),
  };
}

export function feedName(subject: FeedSubject, t: Translate, edition: Edition): string {
  switch (subject.kind) {
    case 'edition':
      return t('calendar.feed.edition', { league: edition.siteTitle });
    case 'region':
      return t('calendar.feed.region', { league: subject.region.leagueTitle });
    case 'team':
      return t('calendar.feed.team', { team: subject.team.name });
    case 'match':
      return eventSummary(subject.found.match, eventTexts(t), true);
  }
}
