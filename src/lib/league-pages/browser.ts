// The league pages' browser-safe front door: the FAQ search's text matching and status line,
// shared by the server's first answer and the browser's search. index.ts re-exports it.
export { faqSearchStatus, type FaqSearchTexts } from './faq-search-status';
export { matchesSearch, normalizeSearchText, toSearchWords } from './search-text';
