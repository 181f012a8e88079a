#!/usr/bin/env node
// Draws each edition's browser icons from its mark (src/config/editions.ts `favicon`), once, when
// the mark changes: `node scripts/draw-icons.mjs`, then commit public/img/icons/. Chromium draws
// the SVG (CHROMIUM_PATH, else Debian's); the ICO around the PNGs is written here.
//   favicon.ico                       16, 32 and 48 px, transparent corners as the mark has them
//   apple-touch-icon(-precomposed).png 180 px, square on the edition's colour: iOS rounds it itself
//   icon-192.png, icon-512.png          the web app manifest's icons (ADR 046), square on the edition's colour
//   maskable-192.png, maskable-512.png  the same for launchers that cut their own shape: the mark
//                                       within the middle 60 %, clear of the safe zone's 80 % circle
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const EDITIONS = { kings: { background: '#0b0f1a' }, queens: { background: '#2a0b2e' } };
const ICO_SIZES = [16, 32, 48];
const TOUCH_SIZE = 180;
const APP_SIZES = [192, 512];
/** The mark's share of a maskable icon's side. */
const MASKABLE_MARK = 0.6;

/** An ICO file holding PNG images (read by every browser since Windows Vista's format). */
export function toIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

async function draw(page, svg, size, background, markShare = 1) {
  await page.setViewportSize({ width: size, height: size });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const mark = Math.round(size * markShare);
  const margin = Math.round((size - mark) / 2);
  await page.setContent(
    `<html><body style="margin:0;background:${background ?? 'transparent'}"><img src="${src}" width="${mark}" height="${mark}" style="display:block;margin:${margin}px"></body></html>`,
  );
  await page.waitForFunction(() => document.images[0]?.complete);
  return page.screenshot({ omitBackground: !background, clip: { x: 0, y: 0, width: size, height: size } });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [edition, { background }] of Object.entries(EDITIONS)) {
    const svg = readFileSync(path.join(ROOT, `public/img/favicon-${edition}.svg`), 'utf8');
    const folder = path.join(ROOT, 'public/img/icons', edition);
    mkdirSync(folder, { recursive: true });
    const pngs = [];
    for (const size of ICO_SIZES) pngs.push({ size, png: await draw(page, svg, size) });
    writeFileSync(path.join(folder, 'favicon.ico'), toIco(pngs));
    const touch = await draw(page, svg, TOUCH_SIZE, background);
    writeFileSync(path.join(folder, 'apple-touch-icon.png'), touch);
    writeFileSync(path.join(folder, 'apple-touch-icon-precomposed.png'), touch);
    for (const size of APP_SIZES) {
      writeFileSync(path.join(folder, `icon-${size}.png`), await draw(page, svg, size, background));
      writeFileSync(path.join(folder, `maskable-${size}.png`), await draw(page, svg, size, background, MASKABLE_MARK));
    }
  }
} finally {
  await browser.close();
}
