async function share(button: HTMLButtonElement): Promise<void> {
  try {
    await navigator.share({ title: button.dataset.title ?? document.title, url: button.dataset.url ?? window.location.href });
  } catch {
    // The visitor closed the sheet; nothing to say.
  }
}

async function copy(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector('.share__status');
  try {
    await navigator.clipboard.writeText(button.dataset.url ?? window.location.href);
    if (status) status.textContent = button.dataset.copied ?? '';
  } catch {
    if (status) status.textContent = button.dataset.failed ?? '';
  }
}

/**
 * A story's share sheet and copy buttons: shown where this browser can do what they say, and
 * answered from one listener (on the window, in the capture phase, like the menus).
 */
export function enhanceShareButtons(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('button[data-share]');
  if (buttons.length === 0) return;
  const can = { native: typeof navigator.share === 'function', copy: typeof navigator.clipboard?.writeText === 'function' };
  for (const button of buttons) button.hidden = !can[button.dataset.share as keyof typeof can];
  window.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-share]');
    if (!button) return;
    void (button.dataset.share === 'native' ? share(button) : copy(button));
  }, true);
}
