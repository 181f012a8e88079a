// How the FAQ search compares what a visitor types with a question and its answer: without case,
// accents or Arabic vowel marks, and with the Arabic letters people type interchangeably made one.
// Shared by the browser's filter, so it must stay small and import nothing.

const ARABIC_VARIANTS: Readonly<Record<string, string>> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ة': 'ه', 'ى': 'ي', 'ؤ': 'و', 'ئ': 'ي' };

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[أإآٱةىؤئ]/g, (letter) => ARABIC_VARIANTS[letter] ?? letter)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search, normalised; none for an empty one. */
export function toSearchWords(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/** Whether every word of the search appears in the (normalised) text. */
export function matchesSearch(normalizedText: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedText.includes(word));
}
