// How any search on the site compares what a visitor types with a name or a text: without case,
// accents or Arabic vowel marks, with the Arabic letters people type interchangeably made one, and
// with the Latin letters that carry no accent to strip (ß, ø, æ, ł…) spelled as a keyboard without
// them would. Shared by the browser's filters, so it must stay small and import nothing.

const ARABIC_VARIANTS: Readonly<Record<string, string>> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ة': 'ه', 'ى': 'ي', 'ؤ': 'و', 'ئ': 'ي' };
const LATIN_LETTERS: Readonly<Record<string, string>> = { 'ß': 'ss', 'ø': 'o', 'æ': 'ae', 'œ': 'oe', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i' };

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[أإآٱةىؤئ]/g, (letter) => ARABIC_VARIANTS[letter] ?? letter)
    .toLowerCase()
    .replace(/[ßøæœłđðþı]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
