// A region's posts at one instant: every story dated by the league's calendar for that "now",
// the ones not yet out left out (as WordPress hides scheduled posts), newest first.
import type { EditionId } from '../../config/editions';
import type { Region } from '../../config/regions';
import { localDateOf, seasonCalendar } from '../api/calendar';
import { getRegionLeague } from './league-data';
import { toPublishedAt } from './timing';
import { getRegionStories, type DemoStory } from './write-stories';

export type DemoPost = DemoStory & {
  /** Milliseconds since 1970. */
  publishedAt: number;
  /** The last edit; the publication itself when there was none yet. */
  modifiedAt: number;
};

const MINUTE_MS = 60_000;

// The calendar moves only when the league's date changes, so its dates are kept for the day.
const calendarDates = new Map<string, { day: string; times: readonly number[] }>();

function publicationTimes(edition: EditionId, region: Region, stories: readonly DemoStory[], now: number): number[] {
  // The league's own calendar, so a report's date and its match's date agree with the competition API.
  const { timeZone } = getRegionLeague(edition, region).season;
  const today = localDateOf(now, timeZone);
  const day = `${today.year}-${today.month}-${today.day}`;
  const key = `${edition}/${region.slug}`;
  let dated = calendarDates.get(key);
  if (dated?.day !== day) {
    const calendar = seasonCalendar(timeZone, now);
    dated = { day, times: stories.map((story) => (story.timing.kind === 'age' ? 0 : toPublishedAt(story.timing, calendar, now))) };
    calendarDates.set(key, dated);
  }
  const times = dated.times;
  return stories.map((story, index) => (story.timing.kind === 'age' ? now - story.timing.minutes * MINUTE_MS : (times[index] ?? now)) + story.delayMinutes * MINUTE_MS);
}

export function createDemoPosts(edition: EditionId, region: Region, now: number): DemoPost[] {
  const stories = getRegionStories(edition, region);
  const times = publicationTimes(edition, region, stories, now);
  return stories
    .map((story, index): DemoPost => {
      const publishedAt = times[index] ?? now;
      const edited = story.updatedAfter === undefined ? undefined : publishedAt + story.updatedAfter * MINUTE_MS;
      return { ...story, publishedAt, modifiedAt: edited !== undefined && edited <= now ? edited : publishedAt };
    })
    .filter((post) => post.publishedAt <= now)
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
}
