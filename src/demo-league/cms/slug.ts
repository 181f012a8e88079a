// Post slugs the way WordPress makes them from a title.

/** A WordPress-style slug: accents dropped, other scripts percent-encoded in lowercase, at most ~120 characters. */
export function toSlug(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/[^\x00-\x7f]+/g, (text) => encodeURIComponent(text).toLowerCase()));
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && [...kept, word].join('-').length > 120) break;
    kept.push(word);
  }
  return kept.join('-');
}

/** WordPress keeps slugs unique by adding -2, -3… to a taken one. */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}
