import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen, mount, SANDBOX } from "./mount";

const ORIGIN = "https://studio.test";

/** A controllable IntersectionObserver: `reveal()` tells every observer its element is in view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
}
const reveal = () => {
  for (const o of observers) {
    const entries = o.targets.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) o.callback(entries as unknown as IntersectionObserverEntry[], o as never);
  }
};

function embed(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("data-adstudio-preview", "");
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  document.body.append(el);
  return el;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("mount", () => {
  it("draws the mock-up in a shadow root and loads the frame only once it is in view", () => {
    const el = embed({
      url: "https://studio.test/creatives/samples/story/index.html",
      size: "responsive",
      type: "story",
    });
    mount(el, ORIGIN);
    const root = el.shadowRoot!;
    expect(root.querySelector(".m.phone")).not.toBeNull();
    expect(root.querySelector(".url")?.textContent).toBe("studio.test");
    expect(root.querySelector("iframe")).toBeNull();

    reveal();
    const frame = root.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe(SANDBOX);
    expect(frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
    const src = new URL(frame.src);
    expect(src.pathname).toBe("/creatives/samples/story/index.html");
    expect([src.searchParams.get("width"), src.searchParams.get("height")]).toEqual(["360", "660"]);
    // Nothing lands in the publisher's document besides the host element itself.
    expect(el.children).toHaveLength(0);
    expect(document.querySelectorAll("style, iframe")).toHaveLength(0);
  });

  it('data-mode="live" shows the ad alone at its size, once in view, without the preview mark', () => {
    const el = embed({
      url: "https://studio.test/creatives/samples/banner-300x250/index.html",
      size: "300x250",
      type: "mini",
      name: "Coffee",
      mode: "live",
    });
    mount(el, ORIGIN);
    const root = el.shadowRoot!;
    // No mock-up, no caption, no "Open on phone": the ad's own box at 300 x 250.
    expect(root.querySelector(".m, figure, a")).toBeNull();
    const box = root.querySelector<HTMLElement>(".live")!;
    expect([box.style.width, box.style.height]).toEqual(["300px", "250px"]);
    expect(root.querySelector("iframe")).toBeNull();

    reveal();
    const frame = box.querySelector("iframe")!;
    expect(frame.getAttribute("sandbox")).toBe(SANDBOX);
    expect(frame.title).toBe("Coffee");
    const src = new URL(frame.src);
    expect(src.pathname).toBe("/creatives/samples/banner-300x250/index.html");
    expect(Object.fromEntries(src.searchParams)).toEqual({ width: "300", height: "250" });
  });

  it("links 'Open on phone' to the studio's preview page", () => {
    const el = embed({
      url: "/creatives/samples/banner-300x250/index.html",
      size: "300x250",
      type: "mini",
      name: "Coffee",
    });
    mount(el, ORIGIN);
    const link = el.shadowRoot!.querySelector("a")!;
    expect(link.textContent).toContain("Open on phone");
    expect(link.target).toBe("_blank");
    expect(link.rel).toBe("noopener");
    const href = new URL(link.href);
    expect(href.origin + href.pathname).toBe("https://studio.test/preview");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      url: `${location.origin}/creatives/samples/banner-300x250/index.html`,
      size: "300x250",
      type: "mini",
      name: "Coffee",
    });
  });

  it("sizes the frame and its slot from the layout", () => {
    const el = embed({ url: "https://s.test/b.html", size: "728x90", type: "bold" });
    mount(el, ORIGIN);
    reveal();
    const slot = el.shadowRoot!.querySelector<HTMLElement>(".slot")!;
    expect([slot.style.width, slot.style.height]).toEqual(["728px", "90px"]);
    expect(el.shadowRoot!.querySelector(".m.fixed-frame")).not.toBeNull();
  });

  it("shows the QR code from the studio for QR-only formats, and no frame", () => {
    const el = embed({ url: "https://s.test/ar.html", size: "mobile", type: "ai-tracker" });
    mount(el, ORIGIN);
    reveal();
    const img = el.shadowRoot!.querySelector("img")!;
    const src = new URL(img.src);
    expect(src.origin + src.pathname).toBe("https://studio.test/api/embed/qr.svg");
    expect(src.searchParams.get("url")).toBe("https://s.test/ar.html");
    expect(el.shadowRoot!.querySelector("iframe")).toBeNull();
  });

  it("explains bad attributes instead of framing them, escaping what it echoes", () => {
    const el = embed({ url: "javascript:alert(1)" });
    mount(el, ORIGIN);
    expect(el.shadowRoot!.querySelector(".err")?.textContent).toContain(
      "data-url must be an http(s) address",
    );
    expect(el.shadowRoot!.querySelector("iframe")).toBeNull();
    const named = embed({
      url: "https://s.test/a.html",
      size: "300x250",
      type: "mini",
      name: '<img src=x onerror="1">',
    });
    mount(named, ORIGIN);
    expect(named.shadowRoot!.querySelector("figcaption img")).toBeNull();
    expect(named.shadowRoot!.querySelector("figcaption span")?.textContent).toContain("<img");
  });

  it("mounts an element once", () => {
    const el = embed({ url: "https://s.test/a.html", size: "300x250", type: "mini" });
    mount(el, ORIGIN);
    const first = el.shadowRoot!.querySelector("figure");
    mount(el, ORIGIN);
    expect(el.shadowRoot!.querySelector("figure")).toBe(first);
    expect(el.shadowRoot!.querySelectorAll("figure")).toHaveLength(1);
  });
});

describe("messages from creatives", () => {
  it("downloads a vCard only for messages from its own frames", async () => {
    listen();
    // jsdom has no object URLs: record the blob instead.
    const created: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return "blob:x";
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const el = embed({ url: "https://s.test/a.html", size: "300x600", type: "rich-media" });
    mount(el, ORIGIN);
    reveal();
    const frame = el.shadowRoot!.querySelector("iframe")!;
    // jsdom gives frames inside a shadow root no window of their own: stand one in.
    const creative = {} as Window;
    Object.defineProperty(frame, "contentWindow", { value: creative });
    const post = (data: unknown, source: unknown) =>
      window.dispatchEvent(Object.assign(new Event("message"), { data, source }));
    const data = { action: "downloadVCF", card: { fullName: "Aurora Audio" }, fileName: "aurora" };

    post(data, window);
    post(data, {});
    expect(click).not.toHaveBeenCalled();

    post(data, creative);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("aurora.vcf");
    expect(created[0]?.type).toBe("text/vcard");
    expect(await created[0]?.text()).toContain("FN:Aurora Audio\r\n");
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
});
