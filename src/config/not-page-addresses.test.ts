import { describe, expect, it } from 'vitest';
import { isNotPageAddress } from './not-page-addresses';

describe('addresses that can never be a page', () => {
  it.each([
    '/wp-login.php',
    '/xmlrpc.php',
    '/en/espana/index.php',
    '/wp-admin/',
    '/wordpress/wp-includes/wlwmanifest.xml',
    '/.env',
    '/api.old/.git/config',
    '/%2Eenv',
    '/backup.sql',
    '/manifest.webmanifest',
    '/en/espana/not-a-page.aspx',
    '/en/espana/logo.png',
    '/en/espana/tables/card.png',
  ])('%s is one', (path) => {
    expect(isNotPageAddress(path)).toBe(true);
  });

  it.each([
    '/',
    '/en/espana',
    '/en/espana/not-a-page',
    '/en/espana/teams/2-atletico-centella',
    // Files that hang from a page, and what the static folders and the framework serve.
    '/es/espana/noticias/feed.xml',
    '/en/espana/matches/calendar.ics',
    '/en/espana/tables/card.0123456789abcd.png',
    '/img/generic-og-kl.jpg',
    '/assets/index-abc.js',
    '/RSC/R/en/espana.txt',
    '/api/v1/competition/seasons',
  ])('%s may be one', (path) => {
    expect(isNotPageAddress(path)).toBe(false);
  });
});
