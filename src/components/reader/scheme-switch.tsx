type SchemeSwitchProps = { label: string; dark: string; light: string };

/**
 * The header's dark-theme switch. Plain markup like the spoiler switch: the head script
 * (shell/reader-preferences.js) presses it to match the scheme shown, answers its clicks and
 * says the change aloud with the words it carries.
 */
export function SchemeSwitch({ label, dark, light }: SchemeSwitchProps) {
  return (
    <button type="button" className="scheme-switch reader-control" aria-label={label} aria-pressed="false" data-dark={dark} data-light={light}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z" />
      </svg>
    </button>
  );
}
