// What browsers and bots ask for at the root of every site, whatever page they are on: the icons,
// security.txt, and another program's manifest name the site does not answer.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');

const get = (url: string) => fetch(url, { redirect: 'manual' });
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the icons at the root', () => {
  it('answers /favicon.ico with the edition’s real icon, not a page', async () => {
    for (const [base, edition] of [[KINGS, 'kings'], [QUEENS, 'queens']] as const) {
      const answer = await get(`${base}/favicon.ico`);
      const body = await bytes(answer);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/x-icon');
      // An ICO's header: reserved 0, type 1 (icon), then how many images it holds.
      expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
      expect(body).toEqual(new Uint8Array(readFileSync(`public/img/icons/${edition}/favicon.ico`)));
    }
  });

  it('answers both of iOS’s names for the home-screen icon with a 180 px PNG', async () => {
    for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
      const answer = await get(`${QUEENS}${path}`);
      const body = await bytes(answer);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      const view = new DataView(body.buffer);
      // The PNG signature, then the IHDR chunk's width and height.
      expect([...body.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([180, 180]);
      expect(body).toEqual(new Uint8Array(readFileSync(`public/img/icons/queens${path}`)));
    }
  });

  it('is linked from every page’s head where a browser would not look for it by itself', async () => {
    const html = await (await get(`${KINGS}/en/espana/tables`)).text();
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    // A browser that draws no SVG icon asks for /favicon.ico by itself: a link would cost every page bytes for nothing.
    expect(html).toMatch(/<link rel="icon" href="\/img\/favicon-kings\.svg" type="image\/svg\+xml"\/>/);
    expect(html).not.toContain('href="/favicon.ico"');
  });
});

describe('a file the site does not have', () => {
  it('answers another program’s manifest name (/site.webmanifest) with a true 404, not the 404 page as a 200', async () => {
    const answer = await get(`${KINGS}/site.webmanifest`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await answer.text()).toBe('Not found');
  });
});

describe('security.txt', () => {
  it('publishes RFC 9116’s fields for each edition, canonical on its own domain', async () => {
    for (const [base, domain] of [[KINGS, 'https://kingsleague.pro'], [QUEENS, 'https://queensleague.pro']] as const) {
      const answer = await get(`${base}/.well-known/security.txt`);
      const text = await answer.text();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
      expect(text).toContain(`Contact: mailto:security@${new URL(domain).hostname}\n`);
      expect(text).toContain('Preferred-Languages: es, en\n');
      expect(text).toContain(`Canonical: ${domain}/.well-known/security.txt\n`);
      const expires = /^Expires: (\S+)$/m.exec(text)?.[1];
      expect(Date.parse(expires ?? '')).toBeGreaterThan(Date.now());
    }
  });
});
