import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../config/editions';
import { LOCALES } from '../../config/locales';
import { APP_ICONS } from '../../config/site-app';
import { teamPagePath, webAppManifest } from './web-app-manifest';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

describe('the web app manifest', () => {
  it.each(Object.values(EDITIONS))('of the $id edition names it, opens its home in the language, and draws in its colour', (edition) => {
    const manifest = webAppManifest(edition, 'en');
    expect(manifest).toMatchObject({
      id: '/', name: edition.siteTitle, scope: '/', start_url: '/en', display: 'standalone', lang: 'en-GB', dir: 'ltr',
      theme_color: edition.themeColor, background_color: edition.themeColor,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('is written in every language of the site, Arabic right to left', () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const manifest = webAppManifest(EDITIONS.queens, locale.code);
      expect(manifest.lang).toBe(locale.tag);
      expect(manifest.dir).toBe(locale.dir);
      expect(manifest.start_url).toBe(`/${locale.code}`);
      seen.add(manifest.shortcuts[0]?.name ?? '');
    }
    expect(seen.size).toBe(LOCALES.length);
    expect(webAppManifest(EDITIONS.kings, 'ar')).toMatchObject({ dir: 'rtl', shortcuts: [{ name: 'مباشر الآن', url: '/ar/espana' }, { name: 'الترتيب' }] });
  });

  it('gives 192 and 512 px icons, plain and maskable, each one a file of the edition that is that size', () => {
    for (const edition of Object.values(EDITIONS)) {
      const { icons } = webAppManifest(edition, 'en');
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
      for (const icon of icons) {
        const png = readFileSync(path.join(PUBLIC, icon.src));
        // A PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(icon.sizes.split('x')[0]), Number(icon.sizes.split('x')[0])]);
      }
    }
    expect(APP_ICONS).toHaveLength(4);
  });

  it('adds the fan’s team as a shortcut, and opens the other shortcuts in the team’s region', () => {
    const manifest = webAppManifest(EDITIONS.queens, 'es', '/es/americas/equipos/7-club-x');
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/es/americas', '/es/americas/clasificacion', '/es/americas/equipos/7-club-x']);
    expect(manifest.shortcuts[2]?.name).toBe('Mi equipo');
  });

  it('takes no team that is not a team page of the language', () => {
    for (const team of ['https://evil.example/x', '/en/espana/teams/7-club-x', '/es/espana/partidos', '//evil.example/es/espana/equipos/7-x', `/es/${'a'.repeat(300)}`]) {
      expect(teamPagePath('es', team), team).toBeUndefined();
      expect(webAppManifest(EDITIONS.kings, 'es', team).shortcuts).toHaveLength(2);
    }
    expect(teamPagePath('en', '/en/teams/7-club-x')).toEqual({ path: '/en/teams/7-club-x', region: undefined });
  });
});
