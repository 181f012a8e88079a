// The league's own pages (tickets, stores, FAQs, contact, regulation, circulars, media
// accreditation) fetched from the built worker and compared with the league data and the CMS
// it was rendered from; then the same pages with the CMS down or hostile.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { findRegion } from '../../src/config/regions';
import { getIntl } from '../../src/lib/i18n/intl';
import { startHostileUpstream, type HostileUpstream } from '../support/hostile-upstream';
import { escapeHtml, fetchPage as page, readJson, readMatchCentre, visibleText, type LiveTurn } from '../support/league-data';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };

type WpPage = { slug: string; content: { rendered: string } };
type WpCircular = { id: number; date_gmt: string; title: { rendered: string }; acf: { number: string; pdf: { url: string; bytes: number } } };
type Turn = Pick<LiveTurn, 'id' | 'name' | 'ended'> & { matches: { id: number; date: string; displayStatus: string; stadium?: { name: string } }[] };

/** Every JSON-LD block of a page, parsed: a block that is not valid JSON fails the test. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1] ?? ''));
}

const cmsPage = async (edition: EditionId, region: string, slug: string, lang: LocaleCode) =>
  (await readJson<WpPage[]>(`${BASE[edition]}/api/demo-cms/${edition}/${region}/wp-json/wp/v2/pages?slug=${slug}&lang=${lang}`))[0];

/** The matchdays none of whose matches has started, soonest first, as the league's own API gives them. */
async function upcomingMatchdays(edition: EditionId, region: string, lang: LocaleCode): Promise<Turn[]> {
  const centre = await readMatchCentre(BASE[edition], region, lang);
  return (centre.turns as unknown as Turn[])
    .filter((turn) => !turn.ended && turn.matches.length > 0 && turn.matches.every((match) => match.displayStatus !== 'live' && match.displayStatus !== 'ended'))
    .sort((a, b) => Date.parse(a.matches[0]?.date ?? '') - Date.parse(b.matches[0]?.date ?? ''));
}

describe('tickets', () => {
  it.each([
    ['kings', 'en', '/en/espana/tickets'],
    ['kings', 'es', '/es/espana/entradas'],
    ['queens', 'en', '/en/espana/tickets'],
    ['queens', 'ar', '/ar/espana/tickets'],
  ] as const)('%s %s lists the next matchdays with venue, kick-offs and the official ticket link, and SportsEvent offers', async (edition, lang, path) => {
    const { status, html } = await page(BASE[edition] + path);
    expect(status).toBe(200);
    const ticketsUrl = findRegion(edition, 'espana')?.ticketsUrl ?? '';
    const upcoming = (await upcomingMatchdays(edition, 'espana', lang)).slice(0, 3);
    expect(upcoming.length).toBeGreaterThan(0);
    const text = visibleText(html);
    const { t } = getIntl(lang, edition);
    expect(text).toContain(t('page.tickets.title'));
    for (const turn of upcoming) {
      expect(text).toContain(turn.name);
      expect(text).toContain(t('pages.tickets.venue', { venue: turn.matches[0]?.stadium?.name ?? '' }));
      for (const match of turn.matches) expect(html).toContain(`dateTime="${match.date}"`);
    }
    expect(html).toContain(`href="${ticketsUrl}" target="_blank" rel="noopener noreferrer external"`);
    const events = jsonLdOf(html).flat() as { '@type': string; startDate: string; offers: { url: string; availability: string } }[];
    expect(events.length).toBe(upcoming.reduce((sum, turn) => sum + turn.matches.length, 0));
    for (const event of events) {
      expect(event).toMatchObject({ '@type': 'SportsEvent', offers: { '@type': 'Offer', url: ticketsUrl, availability: 'https://schema.org/InStock' } });
    }
    expect(events.map((event) => event.startDate)).toEqual(upcoming.flatMap((turn) => turn.matches.map((match) => match.date)));
  });
});

describe('stores', () => {
  it.each([['en', '/en/stores'], ['de', '/de/shops']] as const)('%s lists every league of the men’s edition with its badge and store', async (lang, path) => {
    const { status, html } = await page(BASE.kings + path);
    expect(status).toBe(200);
    const visible = ['espana', 'americas', 'italia', 'brazil', 'france', 'germany', 'mena', 'world-cup', 'kwc-nations'];
    for (const slug of visible) {
      const region = findRegion('kings', slug);
      expect(html).toContain(`href="${region?.storeUrl}"`);
      expect(html).toContain(`src="${region?.footerLogo.src}"`);
    }
    expect(html).not.toContain('store.kingsleague.pro/king-of-kings');
    expect(html).not.toContain('class="site-nav'); // the menu-free layout
    expect(getIntl(lang, 'kings').t('page.stores.title')).not.toBe('');
  });
});

describe('FAQs', () => {
  it.each([['en', '/en/espana/faqs', 'faqs'], ['es', '/es/espana/faqs', 'preguntas-frecuentes']] as const)(
    '%s shows every question of the CMS page as a disclosure with its anchor, and the same questions as FAQPage',
    async (lang, path, slug) => {
      const { status, html } = await page(BASE.kings + path);
      expect(status).toBe(200);
      const source = await cmsPage('kings', 'espana', slug, lang);
      const questions = [...(source?.content.rendered ?? '').matchAll(/<h3 id="([a-z0-9-]+)">([^<]+)<\/h3>/g)].map((found) => ({ id: found[1], text: visibleText(found[2] ?? '').trim() }));
      expect(questions.length).toBeGreaterThan(5);
      for (const question of questions) {
        expect(html).toMatch(new RegExp(`<details id="${question.id}" class="faq" data-faq=""><summary[^>]*>${escapeHtml(question.text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</summary>`));
      }
      const [faq] = jsonLdOf(html) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
      expect(faq?.['@type']).toBe('FAQPage');
      expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(questions.map((question) => question.text));
      expect(faq?.mainEntity.every((entry) => entry.acceptedAnswer.text.length > 20)).toBe(true);
      expect(html).toContain('role="search"');
    },
  );

  it('answers a search without script with the matching questions, the others hidden', async () => {
    const { status, html } = await page(`${BASE.kings}/en/espana/faqs?q=children`);
    expect(status).toBe(200);
    const shown = [...html.matchAll(/<details id="([a-z0-9-]+)" class="faq" data-faq="">/g)].map((found) => found[1]);
    expect(shown).toEqual(['children']);
    expect(html).toContain('1 question matches');
    expect(html).toMatch(/<a href="\/en\/espana\/faqs">Show all questions<\/a>/);
  });
});

describe('contact', () => {
  it.each([
    ['kings', 'en', '/en/espana/contact-us', 'espana'],
    ['kings', 'pt', '/pt/brazil/contato', 'brazil'],
    ['queens', 'en', '/en/americas/contact-us', 'americas'],
    ['queens', 'es', '/es/espana/contacto', 'espana'],
  ] as const)('%s %s lists an address per purpose and the region’s accounts, and posts nothing', async (edition, lang, path, slug) => {
    const { status, html } = await page(BASE[edition] + path);
    expect(status).toBe(200);
    const domain = edition === 'kings' ? 'kingsleague.pro' : 'queensleague.pro';
    for (const address of [`fans.${slug}@${domain}`, `press.${slug}@${domain}`, `partners@${domain}`, `careers@${domain}`]) {
      expect(html).toContain(`href="mailto:${address}?subject=`);
    }
    for (const account of findRegion(edition, slug)?.social ?? []) expect(html).toContain(`href="${account.url}"`);
    expect(html).not.toMatch(/<form[^>]*method="post"/i);
    expect(visibleText(html)).toContain(getIntl(lang, edition).t('pages.contact.noForm'));
  });
});

describe('regulation', () => {
  it.each([
    ['kings', 'en', '/en/espana/regulation', 'regulation'],
    ['kings', 'ar', '/ar/espana/regulation', encodeURIComponent('لائحة-المسابقة').toLowerCase()],
    ['queens', 'fr', '/fr/americas/reglement', 'reglement'],
    ['queens', 'en', '/en/espana/regulation', 'regulation'],
  ] as const)('%s %s shows the season’s format from the data and the rules with a contents that links to each', async (edition, lang, path, slug) => {
    const { status, html } = await page(BASE[edition] + path);
    expect(status).toBe(200);
    const region = path.split('/')[2] ?? '';
    const source = await cmsPage(edition, region, slug, lang);
    const ids = [...(source?.content.rendered ?? '').matchAll(/<h2 id="([a-z0-9-]+)">/g)].map((found) => found[1]);
    expect(ids).toContain('dice');
    const contents = [...(html.match(/<nav class="reg-contents"[\s\S]*?<\/nav>/)?.[0] ?? '').matchAll(/href="#([^"]+)"/g)].map((found) => found[1]);
    expect(contents).toEqual(['page-format', ...ids]);
    for (const id of contents) expect(html).toContain(`id="${id}"`);
    const centre = await readMatchCentre(BASE[edition], region, lang);
    const season = await readJson<{ phases: { name: string }[] }>(`${BASE[edition]}/api/v1/competition/seasons/${centre.season?.id}?lang=${lang}`);
    const text = visibleText(html);
    for (const phase of season.phases) expect(text).toContain(phase.name);
    expect(text).toMatch(/1–8/);
  });

  it('prints without the site around it', async () => {
    const { html } = await page(`${BASE.kings}/en/espana/regulation`);
    // The rule as the build writes it (minified): from `@media print` to its own closing brace.
    const start = html.indexOf('@media print');
    expect(start).toBeGreaterThan(-1);
    let end = html.indexOf('{', start);
    for (let depth = 1; depth > 0 && end < html.length; ) {
      const char = html[++end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
    }
    const print = html.slice(start, end + 1);
    for (const part of ['.site-header', '.site-footer', '.breadcrumbs', '.share']) expect(print).toContain(part);
  });
});

describe('circulars', () => {
  it.each([
    ['kings', 'es', '/es/espana/circulares', 'espana', 23],
    ['kings', 'it', '/it/italia/circolari', 'italia', 201],
    ['queens', 'es', '/es/espana/circulares', 'espana', 25],
    ['queens', 'it', '/it/espana/circolari', 'espana', 25],
  ] as const)('%s %s lists the circulars newest first with their number, date and PDF with its size', async (edition, lang, path, region, category) => {
    const { status, html } = await page(BASE[edition] + path);
    expect(status).toBe(200);
    const posts = await readJson<WpCircular[]>(`${BASE[edition]}/api/demo-cms/${edition}/${region}/wp-json/wp/v2/posts?categories=${category}&lang=${lang}&per_page=20`);
    expect(posts.length).toBeGreaterThan(0);
    const numbers = [...html.matchAll(/<span class="circular__number">[^<]*?(\d+\/\d{4})<\/span>/g)].map((found) => found[1]);
    const newestFirst = [...posts].sort((a, b) => b.date_gmt.localeCompare(a.date_gmt));
    expect(numbers).toEqual(newestFirst.map((post) => post.acf.number));
    const first = newestFirst[0];
    expect(html).toContain(`href="${first?.acf.pdf.url}" type="application/pdf"`);
    const pdf = await fetch(BASE[edition] + (first?.acf.pdf.url ?? ''));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Number(pdf.headers.get('content-length'))).toBe(first?.acf.pdf.bytes);
  });

  it('says calmly that a league without circulars has none', async () => {
    const { status, html } = await page(`${BASE.kings}/es/brazil/circulares`);
    expect(status).toBe(200);
    expect(html).toContain(`<p class="empty-state">${escapeHtml(getIntl('es', 'kings').t('pages.circulars.empty'))}</p>`);
  });
});

describe('media accreditation', () => {
  it.each([
    ['kings', 'en', '/en/espana/media-accreditation', 'espana'],
    ['kings', 'ar', '/ar/mena/media-accreditation', 'mena'],
    ['queens', 'en', '/en/americas/media-accreditation', 'americas'],
    ['queens', 'pt', '/pt/espana/media-accreditation', 'espana'],
  ] as const)('%s %s gives the deadline of each coming matchday, 72 hours before its first kick-off, and where to apply', async (edition, lang, path, region) => {
    const { status, html } = await page(BASE[edition] + path);
    expect(status).toBe(200);
    const upcoming = (await upcomingMatchdays(edition, region, lang)).slice(0, 4);
    for (const turn of upcoming) {
      const first = Math.min(...turn.matches.map((match) => Date.parse(match.date)));
      expect(html).toContain(`dateTime="${new Date(first - 72 * 3_600_000).toISOString()}"`);
    }
    const domain = edition === 'kings' ? 'kingsleague.pro' : 'queensleague.pro';
    expect(html).toContain(`href="https://press.${domain}/${region}"`);
    expect(html).toContain(`href="mailto:press.${region}@${domain}?subject=`);
    expect(html).toContain('id="who-can-apply"');
  });
});

describe('exclusions and bad input', () => {
  it.each([
    ['kings', '/en/italia/tickets'],
    ['queens', '/en/americas/tickets'],
    ['queens', '/en/stores'],
    ['queens', '/en/espana/faqs'],
    ['kings', '/en/brazil/faqs'],
    ['kings', '/en/italia/contact-us'],
    ['kings', '/en/king-of-kings/regulation'],
    ['kings', '/en/espana/circulars'],
    ['kings', '/de/espana/circulares'],
  ] as const)('%s %s is still a 404', async (edition, path) => {
    expect((await page(BASE[edition] + path)).status).toBe(404);
  });

  it('ignores a query it does not know and refuses one that breaks the rules', async () => {
    expect((await page(`${BASE.kings}/en/espana/regulation?utm_source=newsletter`)).status).toBe(200);
    expect((await page(`${BASE.kings}/es/espana/circulares?page=abc`)).status).toBe(400);
    expect((await page(`${BASE.kings}/en/espana/faqs?q=%3Cscript%3E`)).status).toBe(400);
    const past = await page(`${BASE.kings}/es/espana/circulares?page=40`);
    expect(past.status).toBe(200);
    expect(past.html).toContain('class="empty-state"');
  });
});

describe('with the CMS down or hostile', () => {
  let cms: HostileUpstream;
  let site: StartedServer;

  beforeAll(async () => {
    cms = await startHostileUpstream();
    site = await startServer({ edition: 'kings', build: false, env: { NEWS_CMS_URL: cms.url } });
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await cms?.close();
  });

  // Each case asks for its own address: a page rendered in an earlier case is kept for 30 s (ADR 005).
  it.each(['503', 'hang', 'malformed'] as const)('keeps the structured parts and says calmly the text is missing (%s)', async (mode) => {
    cms.set(mode);
    const ask = (path: string) => page(`${site.url}${path}?case=${mode}`);
    const { t } = getIntl('en', 'kings');
    const notice = t('pages.editorial.unavailable');
    const regulation = await ask('/en/espana/regulation');
    expect(regulation.status).toBe(200);
    expect(visibleText(regulation.html)).toContain(notice);
    expect(regulation.html).toContain('class="format-phase');
    const faqs = await ask('/en/espana/faqs');
    expect(faqs.status).toBe(200);
    expect(visibleText(faqs.html)).toContain(notice);
    const contact = await ask('/en/espana/contact-us');
    expect(contact.status).toBe(200);
    expect(contact.html).toContain('href="mailto:fans.espana@kingsleague.pro');
    const accreditation = await ask('/en/espana/media-accreditation');
    expect(accreditation.status).toBe(200);
    expect(accreditation.html).toContain('class="deadline deadline--open"');
    const circulars = await ask('/es/espana/circulares');
    expect(circulars.status).toBe(200);
    expect(visibleText(circulars.html)).toContain(getIntl('es', 'kings').t('pages.circulars.unavailable'));
  }, 60_000);

  it('sanitises what a hostile CMS writes and refuses its documents elsewhere', async () => {
    cms.set('ok', {
      '/kings/espana/wp-json/wp/v2/pages': [{
        id: 1, slug: 'regulation', date: '2026-01-01T10:00:00',
        title: { rendered: 'Regulation' }, excerpt: { rendered: '' },
        content: { rendered: '<h2 id="dice" onclick="alert(1)">The dice</h2><p>Roll <img src=x onerror=alert(2)><script>alert(3)</script></p><h2 id="main">Clash</h2><div><p>unclosed' },
      }],
      '/kings/espana/wp-json/wp/v2/posts': [{
        id: 9, slug: 'c', date: '2026-01-02T10:00:00', title: { rendered: 'Ruling' }, excerpt: { rendered: '' }, content: { rendered: '' },
        acf: { number: '01/2026', pdf: { url: 'https://evil.example/ruling.pdf', bytes: 10, title: 'x' } },
      }],
    });
    const { status, html } = await page(`${site.url}/en/espana/regulation?case=hostile`);
    expect(status).toBe(200);
    expect(html).toContain('<h2 id="dice">The dice</h2>');
    expect(html).not.toMatch(/onclick|onerror|alert\(/);
    expect(html).not.toContain('<h2 id="main"');
    const circulars = await page(`${site.url}/es/espana/circulares?case=hostile`);
    expect(circulars.html).toContain('01/2026');
    expect(circulars.html).not.toContain('evil.example');
  }, 30_000);
});
