import { describe, expect, it } from 'vitest';
import { toSafeExternalUrl } from './safe-url';

describe('toSafeExternalUrl', () => {
  it('keeps https links to allowed hosts and their subdomains', () => {
    expect(toSafeExternalUrl('https://fantasy.kingsleague.pro/')).toBe('https://fantasy.kingsleague.pro/');
    expect(toSafeExternalUrl('https://www.youtube.com/@kingsleague')).toBe('https://www.youtube.com/@kingsleague');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:https://kingsleague.pro/1234',
    'vbscript:msgbox(1)',
    'http://kingsleague.pro/',
    'https://evil.example/',
    'https://kingsleague.pro.evil.example/',
    'https://user:pass@kingsleague.pro/',
    '//evil.example',
    'not a url',
  ])('refuses %s', (href) => {
    expect(toSafeExternalUrl(href)).toBeUndefined();
  });
});

describe('toSafeExternalUrl for any named host', () => {
  it.each(['https://www.marca.com/futbol/cronica.html', 'https://as.com/futbol/', 'https://www.relevo.com/'])('keeps %s', (href) => {
    expect(toSafeExternalUrl(href, 'any-named-host')).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:https://www.marca.com/1234',
    'vbscript:msgbox(1)',
    'http://www.marca.com/',
    'https://user:pass@www.marca.com/',
    'https://127.0.0.1/',
    'https://2130706433/',
    'https://[::1]/',
    'https://localhost/',
    'https://cms.localhost/',
    'not a url',
  ])('refuses %s', (href) => {
    expect(toSafeExternalUrl(href, 'any-named-host')).toBeUndefined();
  });
});
