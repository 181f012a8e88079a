// The site as an installable app (ADR 046, 047): the server's door, the manifest; the browser's
// part (the worker's registration, the update prompt, data saving) is browser.ts.
export { manifestHref, teamPagePath, webAppManifest, type WebAppManifest } from './web-app-manifest';
export * from './browser';
