import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getIntl } from '../../lib/i18n/intl';
import { buildLiveMatchView } from '../../lib/match';
import { buildEvent, buildMatch, HOME_ID, AWAY_ID } from '../../lib/match/testing';
import { scoreboardHtml, statsTableHtml, timelineHtml } from './live-match-html';
import { MatchScoreboard } from './match-scoreboard';
import { MatchStatsTable } from './match-stats-table';
import { MatchTimeline } from './match-timeline';

const { t } = getIntl('en', 'kings');
const stats = {
  home: { teamStats: [{ code: 'TIR', total: 6 }, { code: 'XG', total: 1.234 }, { code: 'CRN', total: 0 }], players: [] },
  away: { teamStats: [{ code: 'TIR', total: 2 }, { code: 'XG', total: 0.5 }, { code: 'CRN', total: 0 }], players: [] },
};
const events = [buildEvent(1, 300, HOME_ID, 'GOL', 101), buildEvent(1, 600, AWAY_ID, 'TA', 201), buildEvent(2, 1500, HOME_ID, 'CARD-ACT')];
// Names that need escaping, as an upstream may send them.
const awkward = { name: 'Rayo & "Co" <FC>', shortName: 'R&C' };

const VIEWS = {
  'a scheduled match': buildMatch({ status: 'scheduled', displayStatus: 'scheduled', scores: {}, currentMinute: undefined }),
  'a live match with events and statistics': buildMatch({ events, stats }),
  'a live match in the first half': buildMatch({ status: 'inPlay1H', currentMinute: 12, events: events.slice(0, 1) }),
  'a match after a shootout': buildMatch({ status: 'endedAfterPenalties', displayStatus: 'ended', scores: { home: 3, away: 3, homeShootout: 4, awayShootout: 2 }, events }),
  'a team whose name needs escaping': buildMatch({ events, homeTeam: { ...buildMatch().homeTeam!, ...awkward } }),
};

describe('the live parts the browser swaps in', () => {
  it.each(Object.entries(VIEWS))('are the server’s markup for %s', (_, match) => {
    const view = buildLiveMatchView(match, t, 'en', 'Europe/Madrid');
    expect(scoreboardHtml(view, 'Show score')).toBe(renderToStaticMarkup(<MatchScoreboard view={view} showScore="Show score" />));
    expect(timelineHtml(view, 'Timeline')).toBe(renderToStaticMarkup(<MatchTimeline view={view} heading="Timeline" />));
    const words = { heading: 'Statistics', statistic: 'Statistic', home: awkward.name, away: 'Away' };
    const rows = view.stats ?? [];
    expect(statsTableHtml(rows, words)).toBe(renderToStaticMarkup(<MatchStatsTable rows={rows} {...words} />));
  });

  it('draw what changed: a new score, a new minute and a new timeline entry', () => {
    const before = buildLiveMatchView(buildMatch({ events: events.slice(0, 1) }), t, 'en', 'Europe/Madrid');
    const after = buildLiveMatchView(buildMatch({ currentMinute: 33, scores: { home: 3, away: 1 }, events }), t, 'en', 'Europe/Madrid');
    expect(scoreboardHtml(after, 'Show score')).not.toBe(scoreboardHtml(before, 'Show score'));
    expect(scoreboardHtml(after, 'Show score')).toContain('3<span class="scoreboard__dash">–</span>1');
    expect(timelineHtml(after, 'Timeline').match(/<li /g)).toHaveLength(3);
  });
});
