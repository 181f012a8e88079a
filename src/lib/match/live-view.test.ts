import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/intl';
import { stripIsolates } from './isolate';
import { buildLiveMatchView } from './live-view';
import { buildMatch } from './testing';

const { t } = getIntl('en', 'kings');
const stats = {
  home: { teamStats: [{ code: 'TIR', total: 6 }, { code: 'XG', total: 1.234 }, { code: 'CRN', total: 0 }], players: [] },
  away: { teamStats: [{ code: 'TIR', total: 2 }, { code: 'XG', total: 0.5 }, { code: 'CRN', total: 0 }], players: [] },
};

describe('buildLiveMatchView', () => {
  it('shows a live match’s minute in the badge, the score in full words and both halves', () => {
    const view = buildLiveMatchView(buildMatch(), t, 'en', 'Europe/Madrid');
    expect(view.badge).toEqual({ tone: 'live', text: 'Live · 31′' });
    expect(view.score && { ...view.score, label: stripIsolates(view.score.label) }).toEqual({ home: '2', away: '1', label: 'Cometa Real 2, Tormenta Galáctica 1' });
    expect(view.halves).toEqual(['1st half 1–1', '2nd half 1–0']);
  });

  it('writes first-half stoppage time with a plus, and names a stopped clock', () => {
    expect(buildLiveMatchView(buildMatch({ status: 'inPlay1H', currentMinute: 22 }), t, 'en', 'Europe/Madrid').badge.text).toBe('Live · 20+2′');
    expect(buildLiveMatchView(buildMatch({ status: 'halfTime', currentMinute: 20 }), t, 'en', 'Europe/Madrid').badge.text).toBe('Live · Half-time');
    expect(buildLiveMatchView(buildMatch({ status: 'inPlayP', currentMinute: 40 }), t, 'en', 'Europe/Madrid').badge.text).toBe('Live · Shootout');
  });

  it('shows only the first half’s score until the second half starts', () => {
    expect(buildLiveMatchView(buildMatch({ status: 'inPlay1H', currentMinute: 12 }), t, 'en', 'Europe/Madrid').halves).toEqual(['1st half 1–1']);
  });

  it('adds the shootout once there is one', () => {
    const match = buildMatch({ status: 'endedAfterPenalties', displayStatus: 'ended', scores: { home: 3, away: 3, homeShootout: 4, awayShootout: 2 } });
    const view = buildLiveMatchView(match, t, 'en', 'Europe/Madrid');
    expect(view.shootout).toBe('(4–2 on penalties)');
    expect(view.badge).toEqual({ tone: 'ended', text: 'Full time' });
  });

  it('shows statistics side by side only for live and ended matches', () => {
    const live = buildLiveMatchView(buildMatch({ stats }), t, 'en', 'Europe/Madrid');
    expect(live.stats).toEqual([
      { code: 'TIR', label: 'Shots', home: '6', away: '2', homeShare: 75 },
      { code: 'XG', label: 'Expected goals (xG)', home: '1.23', away: '0.5', homeShare: 71 },
      { code: 'CRN', label: 'Corners', home: '0', away: '0', homeShare: undefined },
    ]);
    const scheduled = buildLiveMatchView(buildMatch({ stats, status: 'notStarted', displayStatus: 'scheduled', scores: {} }), t, 'en', 'Europe/Madrid');
    expect(scheduled.stats).toBeUndefined();
    expect(scheduled.score).toBeUndefined();
    expect(scheduled.timelineNote).toBe('The timeline starts at kick-off.');
    expect(live.kickoff).toBeUndefined();
  });

  it('puts the kick-off in the region’s zone where the score will be, before there is one', () => {
    const scheduled = buildMatch({ date: '2026-01-11T14:00:00.000Z', status: 'notStarted', displayStatus: 'scheduled', scores: {} });
    expect(buildLiveMatchView(scheduled, t, 'en', 'Europe/Madrid').kickoff).toEqual({ clock: '15:00', day: 'Sun 11 Jan' });
    expect(buildLiveMatchView(scheduled, t, 'en', 'America/Mexico_City').kickoff).toEqual({ clock: '08:00', day: 'Sun 11 Jan' });
    expect(buildLiveMatchView({ ...scheduled, displayStatus: 'cancelled' }, t, 'en', 'Europe/Madrid').kickoff).toBeUndefined();
  });

  it('says so in the visitor’s language', () => {
    const { t: tDe } = getIntl('de', 'kings');
    expect(buildLiveMatchView(buildMatch({ status: 'inPlay1H', currentMinute: 7 }), tDe, 'de', 'Europe/Madrid').badge.text).toBe('Live · 7′');
  });
});
