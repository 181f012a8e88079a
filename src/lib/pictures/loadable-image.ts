/** Only pictures the page may load: https, or this site's own paths. A picture is data, not a way to load anything else. */
export function isLoadableImage(url: string | undefined): url is string {
  return !!url && (url.startsWith('https://') || (url.startsWith('/') && !url.startsWith('//')));
}
