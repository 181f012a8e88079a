/** Section 2: the page's title, then the region's league title, or the site title outside a region. */
export function composeTitle(pageTitle: string, suffix: string): string {
  return pageTitle === suffix || pageTitle === '' ? suffix : `${pageTitle} | ${suffix}`;
}
