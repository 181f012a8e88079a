type DataSaverSwitchProps = { label: string; on: string; off: string };

/**
 * The header's "Data saver" switch (ADR 047). Plain markup like the other switches: the head script
 * (shell/reader-preferences.js) presses it, answers its clicks and says the change aloud. Pressed
 * also when the browser asks to save data, which the fan can then turn off for this site.
 */
export function DataSaverSwitch({ label, on, off }: DataSaverSwitchProps) {
  return (
    <button type="button" className="saver-switch reader-control" aria-label={label} aria-pressed="false" data-on={on} data-off={off}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 18h3v-4H4zm6 0h3V9h-3zm6 0h3V5h-3z" />
      </svg>
    </button>
  );
}
