// The footer's league logo is named in the page's language, as the headings name the league.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getEdition } from '../../config/editions';
import { findRegion } from '../../config/regions';
import { getIntl } from '../../lib/i18n/intl';
import { SiteFooter } from './site-footer';

const logoAlt = (lang: 'en' | 'es' | 'ar', slug: string) => {
  const region = findRegion('kings', slug)!;
  const html = renderToStaticMarkup(<SiteFooter edition={getEdition('kings')} lang={lang} region={region} t={getIntl(lang, 'kings').t} pathname={`/${lang}/${slug}`} />);
  return html.match(/<img class="site-footer__logo"[^>]* alt="([^"]*)"/)?.[1];
};

describe('the site footer', () => {
  it('names the league logo in the page language, not in the data’s English', () => {
    expect(logoAlt('en', 'espana')).toBe('Kings League Spain');
    expect(logoAlt('es', 'espana')).toBe('Kings League España');
    expect(logoAlt('ar', 'mena')).toBe('كينغز ليغ مينا');
  });
});
