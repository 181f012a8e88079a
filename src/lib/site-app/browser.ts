// The browser's door of the app feature: the service worker's registration and update prompt.
export { OFFLINE_COPY_SELECTOR } from './offer-update';
export { registerSiteWorker, siteWorkerUrl } from './register-service-worker';
