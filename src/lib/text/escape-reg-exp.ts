/** `text` as a regular expression that matches it literally, to be built into a larger pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
