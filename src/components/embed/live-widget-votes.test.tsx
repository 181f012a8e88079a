import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WINNER_OPTIONS } from '../../config/fan-votes';
import { showTally, type LoadedMatchVote, type Tally } from '../../lib/fan-votes';
import { getIntl } from '../../lib/i18n/intl';
import { LiveWidgetVotes } from './live-widget-votes';

function widgetVotes(lang: 'en' | 'ar', tally: Tally): string {
  const { t } = getIntl(lang, 'kings');
  const labels = { home: 'Cometa Real', away: 'Furia Marina', shootout: t('fanVotes.option.shootout') };
  const vote = { question: 'winner', options: WINNER_OPTIONS, open: true } as const;
  const loaded: LoadedMatchVote = {
    ...vote, heading: t('fanVotes.winner.heading'),
    labelled: WINNER_OPTIONS.map((option) => ({ option, label: labels[option] })),
    tally: showTally(vote, tally, labels, t, lang),
  };
  return renderToStaticMarkup(<LiveWidgetVotes vote={loaded} t={t} />);
}

describe("the live widget's 'who wins?'", () => {
  it('draws each side\'s share, its per cent and the number of votes, with the total the live counts are checked against', () => {
    const html = widgetVotes('en', { home: 61, away: 30, shootout: 9 });
    expect(html).toMatch(/^<section class="fan-vote fan-vote--widget" aria-labelledby="widget-votes-heading" data-vote="winner" data-votes="100" data-total-text="Votes: \{count\}">/);
    expect(html).toContain('<h2 id="widget-votes-heading">Who wins?</h2>');
    expect(html).toContain('<li data-option="home" style="--share:61%"><span class="fan-vote__label">Cometa Real</span><span class="fan-vote__percent">61%</span></li>');
    expect(html).toContain('<span class="fan-vote__label">To the shootout</span><span class="fan-vote__percent">9%</span>');
    expect(html).toContain('Votes: 100');
    // It takes no vote: voting is on the match page.
    expect(html).not.toContain('<form');
  });

  it("speaks the page's language, Arabic's digits and per cent included", () => {
    const { t } = getIntl('ar', 'kings');
    const html = widgetVotes('ar', { home: 3, away: 1 });
    expect(html).toContain(`<h2 id="widget-votes-heading">${t('fanVotes.winner.heading')}</h2>`);
    expect(html).toContain(`>${new Intl.NumberFormat('ar', { style: 'percent' }).format(0.75)}</span>`);
    expect(html).toContain(t('fanVotes.total', { count: new Intl.NumberFormat('ar').format(4) }));
  });

  it('says "no votes yet" with none, its rows hidden until the first counts arrive', () => {
    const html = widgetVotes('en', {});
    expect(html).toContain('<ul class="fan-vote__shares" hidden="">');
    expect(html).toContain('No votes yet.');
  });
});
