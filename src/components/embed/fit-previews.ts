// The For media page's previews, kept as tall as their widgets. They are the site's own pages, so
// the page reads each one's height itself (the widget's message may have gone before this chunk,
// imported after the first paint, was there to hear it).
export function fitPreviews(frames: Iterable<HTMLIFrameElement>): void {
  for (const frame of frames) {
    const fit = () => {
      const content = frame.contentDocument?.querySelector('main');
      if (!content) return;
      new ResizeObserver(() => {
        frame.style.height = `${Math.ceil(content.getBoundingClientRect().height)}px`;
      }).observe(content);
    };
    fit();
    frame.addEventListener('load', fit);
  }
}
