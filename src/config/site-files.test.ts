import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from './editions';
import { isLocaleCode } from './locales';
import { ROOT_ICONS, SECURITY_TXT, iconFilePath, type RootIconPath } from './site-files';

const DAY = 86_400_000;

describe('root icons', () => {
  it('has each edition’s copy of every icon among the static files, of the type it is served as', () => {
    for (const edition of EDITION_IDS) {
      for (const path of Object.keys(ROOT_ICONS) as RootIconPath[]) {
        const file = `public${iconFilePath(edition, path)}`;
        expect(existsSync(file), file).toBe(true);
        const head = readFileSync(file).subarray(0, 8);
        // An ICO starts 00 00 01 00; a PNG with its eight-byte signature.
        if (ROOT_ICONS[path].type === 'image/x-icon') expect([...head.subarray(0, 4)], file).toEqual([0, 0, 1, 0]);
        else expect([...head], file).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      }
    }
  });
});

describe('security.txt', () => {
  it('expires at least three months from today and less than a year away (RFC 9116): renew it when this fails', () => {
    const expires = Date.parse(SECURITY_TXT.expires);
    expect(new Date(expires).toISOString()).toBe(SECURITY_TXT.expires);
    expect(expires - Date.now()).toBeGreaterThan(90 * DAY);
    expect(expires - Date.now()).toBeLessThan(366 * DAY);
  });

  it('names a contact for every edition, and languages the site has', () => {
    for (const edition of EDITION_IDS) expect(SECURITY_TXT.contact[edition]).toMatch(/^(mailto:|https:\/\/)/);
    expect(SECURITY_TXT.preferredLanguages.every((code) => isLocaleCode(code))).toBe(true);
  });
});
