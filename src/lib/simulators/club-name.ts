// An own club's name as the squad simulator shows it and its share link carries it: letters
// (with their accents), digits and single spaces, so it is safe in any page and any language.

export const MAX_CLUB_NAME_LENGTH = 24;

/** The name with everything else turned into spaces, squeezed, trimmed and cut to the maximum. */
export function sanitizeClubName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    // An accent with no letter before it would sit on the space or on nothing.
    .replace(/(^|\s)\p{M}+/gu, '$1')
    .trim();
  return Array.from(cleaned).slice(0, MAX_CLUB_NAME_LENGTH).join('').trimEnd();
}
