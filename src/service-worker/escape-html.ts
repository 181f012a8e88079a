/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** A kept page's title as text: the entities a title is written with, read back. */
export function titleOf(html: string): string | undefined {
  const found = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return found?.[1]?.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole).trim() || undefined;
}
