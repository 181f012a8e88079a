// "A new version is ready": shown when a new build's worker waits behind this page's. Accepted,
// the new worker takes over at once and the page reloads as the new build; otherwise it takes
// over on the next navigation. The words come from the waiting worker, in the page's language.
export const OFFLINE_COPY_SELECTOR = '[data-offline-copy]';
const PROMPT_STYLE =
  'position:fixed;inset-inline:0;inset-block-start:0;z-index:2001;display:flex;gap:1em;justify-content:center;align-items:center;' +
  'padding:.6em 1em;background:#121212;color:#fff;font:600 1rem/1.4 system-ui,sans-serif';

function askTexts(worker: ServiceWorker): Promise<{ ready: string; accept: string }> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ready: string; accept: string }>) => resolve(event.data);
    worker.postMessage({ type: 'texts', path: location.pathname }, [channel.port2]);
  });
}

async function showPrompt(worker: ServiceWorker): Promise<void> {
  if (document.querySelector('[data-update-prompt]')) return;
  const texts = await askTexts(worker);
  const prompt = document.createElement('aside');
  prompt.setAttribute('data-update-prompt', '');
  prompt.setAttribute('aria-label', texts.ready);
  prompt.setAttribute('style', PROMPT_STYLE);
  const said = document.createElement('p');
  said.setAttribute('role', 'status');
  said.style.margin = '0';
  said.textContent = texts.ready;
  const accept = document.createElement('button');
  accept.type = 'button';
  accept.textContent = texts.accept;
  accept.setAttribute('style', 'min-block-size:44px;padding:0 1em;border:0;border-radius:6px;background:#ffd766;color:#121212;font:inherit;cursor:pointer');
  accept.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage({ type: 'skip-waiting' });
  });
  prompt.append(said, accept);
  document.body.append(prompt);
}

export function offerUpdate(registration: ServiceWorkerRegistration): void {
  // Only over a worker that already answers this page: a first install has nothing to replace.
  if (registration.waiting && navigator.serviceWorker.controller) void showPrompt(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && navigator.serviceWorker.controller) void showPrompt(incoming);
    });
  });
}
