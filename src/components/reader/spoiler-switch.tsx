type SpoilerSwitchProps = { label: string; hidden: string; shown: string };

/**
 * The header's spoiler-free switch. Plain markup: the head script (shell/reader-preferences.js)
 * presses it, answers its clicks and says the change aloud with the words it carries.
 */
export function SpoilerSwitch({ label, hidden, shown }: SpoilerSwitchProps) {
  return (
    // Named by aria-label too: on a phone the words give way to the icon alone.
    <button type="button" className="spoiler-switch reader-control" aria-label={label} aria-pressed="false" data-hidden={hidden} data-shown={shown}>
      <svg className="spoiler-switch__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        <path className="spoiler-switch__slash" d="M4 4l16 16" />
      </svg>
      <span className="spoiler-switch__label">{label}</span>
    </button>
  );
}
