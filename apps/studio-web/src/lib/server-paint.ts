/** How long the studio waits at most for the server-drawn page's main picture before it renders. */
export const SERVER_PAINT_WAIT_MS = 3000;

/**
 * Settles once the main picture of a page the server drew (the `<img fetchpriority="high">` inside
 * `#root`, the public showcase's first card) has loaded or failed, or after {@link SERVER_PAINT_WAIT_MS};
 * at once on any other page. The server's page already shows everything and its links work, so React
 * taking it over can wait for the largest paint instead of competing with it for a slow phone's CPU.
 */
export function serverPaintSettled(doc: Document): Promise<void> {
  const img = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    // Loaded is not yet painted: the next frame draws it, and a task after that frame's callbacks runs
    // once it has been (else React could swap the page out first and its copy would be the largest paint).
    const painted = () => requestAnimationFrame(() => setTimeout(done, 0));
    img.addEventListener("load", painted, { once: true });
    img.addEventListener("error", done, { once: true });
    setTimeout(done, SERVER_PAINT_WAIT_MS);
  });
}

/**
 * The studio's stylesheets a server-drawn page put after its picture (the showcase: they need not hold
 * back its first paint) go back to the top of the head before React renders: Mantine adds the theme's
 * variables later in the document, and for the same selectors the later rule wins, so stylesheets left
 * after them would put Mantine's default colours back.
 */
export function adoptServerStyles(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('body link[rel="stylesheet"]')];
  doc.head.prepend(...links);
}
