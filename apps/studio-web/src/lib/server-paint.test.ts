import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptServerStyles, SERVER_PAINT_WAIT_MS, serverPaintSettled } from "./server-paint";

/** A page as the server draws the showcase: the first card's picture inside #root. */
function pageWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument("showcase");
  doc.body.innerHTML = `<div id="root">${html}</div>`;
  return doc;
}
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

afterEach(() => vi.useRealTimers());

describe("serverPaintSettled", () => {
  it("settles at once on a page the server did not draw", async () => {
    await expect(serverPaintSettled(pageWith(""))).resolves.toBeUndefined();
  });

  it("waits for the main picture to load and be painted, or to fail", async () => {
    vi.useFakeTimers();
    for (const event of ["load", "error"]) {
      const doc = pageWith('<img src="/a.avif" alt="" loading="eager" fetchpriority="high">');
      const isDone = settled(serverPaintSettled(doc));
      await vi.advanceTimersByTimeAsync(100);
      expect(isDone()).toBe(false);
      doc.querySelector("img")?.dispatchEvent(new Event(event));
      await Promise.resolve();
      expect(isDone(), `${event}, before the next frame`).toBe(event === "error");
      // A loaded picture waits for the next frame (about 16 ms), a failed one does not.
      await vi.advanceTimersByTimeAsync(event === "load" ? 50 : 0);
      expect(isDone(), event).toBe(true);
    }
  });

  it("stops waiting after 3 s", async () => {
    vi.useFakeTimers();
    const isDone = settled(serverPaintSettled(pageWith('<img src="/a.avif" alt="" fetchpriority="high">')));
    await vi.advanceTimersByTimeAsync(SERVER_PAINT_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
    expect(SERVER_PAINT_WAIT_MS).toBe(3000);
  });
});

describe("adoptServerStyles", () => {
  it("moves the stylesheets a server-drawn page put in its body to the top of the head, in order", () => {
    const doc = pageWith("<p>cards</p>");
    doc.head.innerHTML = '<meta charset="utf-8"><style data-mantine-styles>:root{}</style>';
    doc.body.insertAdjacentHTML(
      "beforeend",
      '<link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" href="/assets/route.css">',
    );
    adoptServerStyles(doc);
    expect([...doc.head.children].map((el) => el.getAttribute("href") ?? el.tagName)).toEqual([
      "/assets/index.css",
      "/assets/route.css",
      "META",
      "STYLE",
    ]);
    expect(doc.body.querySelector("link")).toBeNull();
  });
});
