// The site as an app on a fan's phone (ADR 046, 047): the web app manifest each edition serves,
// its icons, and what the one service worker keeps, for how long, and what it never keeps.
import { EDITIONS, type EditionId } from './editions';

/** The manifest's address; `?lang=` names the language it is written in. */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** A day in any cache: the manifest changes with a deploy at most. */
export const MANIFEST_CACHE_SECONDS = 86_400;

/** The one service worker, built from src/service-worker/ into the static files' root. */
export const SITE_WORKER_PATH = '/site-worker.js';
/**
 * The team alerts' first worker (ADR 035): the same file is written at this address too, so a
 * browser that registered it before finds a newer script there and updates to the merged worker,
 * keeping its push subscription (a registration keeps it when its script changes).
 */
export const LEGACY_WORKER_PATH = '/team-alerts-sw.js';

/** Each edition's colours as the manifest gives them: the bar it draws in, and the splash under the icon. */
export const APP_COLOURS = {
  kings: { theme: EDITIONS.kings.themeColor, background: EDITIONS.kings.themeColor },
  queens: { theme: EDITIONS.queens.themeColor, background: EDITIONS.queens.themeColor },
} as const satisfies Record<EditionId, { theme: `#${string}`; background: `#${string}` }>;

/** Icons drawn from each edition's mark by scripts/draw-icons.mjs, under `/img/icons/{edition}/`. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const satisfies readonly { file: `${string}.png`; size: number; purpose: 'any' | 'maskable' }[];

/** What the worker keeps and how (ADR 047). */
export const SITE_WORKER = {
  /** A page's answer waited for this long before the kept copy is shown instead. */
  pageTimeoutSeconds: 3,
  /** Pages kept from the fan's visits: the oldest goes first. */
  pages: { maxEntries: 40, maxAgeSeconds: 30 * 86_400 },
  /** Hashed scripts and styles: a name never changes its content. */
  assets: { maxEntries: 120, maxAgeSeconds: 60 * 86_400 },
  /** Pictures of the site's own (logos, marks, crests drawn here). */
  pictures: { maxEntries: 80, maxAgeSeconds: 14 * 86_400 },
  /** Framework payloads of one build; another build's are dropped when its worker activates. */
  payloads: { maxEntries: 40, maxAgeSeconds: 86_400 },
  /** Never answered from a cache: the live API and sockets, alerts, search suggestions, every other API call. */
  neverKeptPrefixes: ['/api/'],
  /** The framework's payloads (React Server Components), kept per build. */
  payloadPrefix: '/RSC/',
  assetPrefix: '/assets/',
  picturePrefix: '/img/',
  /**
   * A kept copy asks the network for its own address itself, waiting from the first delay to the
   * ceiling, doubled after each failed check and spread by ± the jitter (a stadium's fans do not all
   * ask at once); `online`, focus and a return to the tab ask at once as well.
   */
  networkCheck: { firstMs: 5_000, maxMs: 60_000, jitter: 0.2 },
  /** The background refresh's tag (Periodic Background Sync, where the browser allows it). */
  refreshTag: 'kl-refresh',
  /** At most this often, as the browser may stretch it. */
  refreshMinIntervalMs: 6 * 60 * 60_000,
} as const;

/** Cache names: the build's payloads carry its version, so a new worker knows what is not its own. */
export const SITE_CACHES = {
  pages: 'kl-pages',
  assets: 'kl-assets',
  pictures: 'kl-pictures',
  payloadsOf: (build: string) => `kl-payloads-${build}`,
  payloadsPrefix: 'kl-payloads-',
  /** The pages the background refresh reads again (the fan's team page and its region's home). */
  refreshList: 'kl-refresh-list',
} as const;

/** The message ids the worker writes its offline page, banner and update prompt with, in every language (messages/offline/). */
export const SITE_WORKER_MESSAGE_IDS = [
  'offline.banner',
  'offline.retry',
  'offline.title',
  'offline.text',
  'offline.kept',
  'offline.nothingKept',
  'offline.update.ready',
  'offline.update.accept',
] as const;
