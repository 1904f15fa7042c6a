import { describe, expect, it } from "vitest";
import { AD_SERVER_MACROS } from "./macros.js";
import { iframeTag, jsTag, mraidTag, type TagTarget } from "./tags.js";

const target: TagTarget = {
  creativeUrl: "https://studio.example/creatives/ad/3/sz300x250/index.html",
  width: 300,
  height: 250,
  title: 'Roast "</script>"',
  exits: { clickTag: "https://roast.example/order?a=1&b=2", clickTag2: "https://roast.example/map" },
};

interface FakeFrame {
  src: string;
  width?: string;
  height?: string;
  title?: string;
  attributes: Record<string, string>;
  style: { cssText: string };
  contentWindow: object;
}

/**
 * Runs a tag's script as a browser would (the code between its `<script>` tags), against a page that only
 * records the frame the script writes and the listeners it adds. The e2e runs the same tags in Chromium.
 */
function runScript(code: string, globals: { mraid?: object } = {}) {
  const script = code.slice(code.lastIndexOf("<script>") + "<script>".length, code.lastIndexOf("</script>"));
  const inserted: FakeFrame[] = [];
  const listeners: ((e: { source: unknown; data: unknown }) => void)[] = [];
  const opened: string[] = [];
  const tag = { parentNode: { insertBefore: (frame: FakeFrame) => inserted.push(frame) } };
  const document = {
    currentScript: tag,
    createElement: (): FakeFrame => {
      const frame: FakeFrame = {
        src: "",
        attributes: {},
        style: { cssText: "" },
        contentWindow: {},
        setAttribute(name: string, value: string) {
          this.attributes[name] = value;
        },
      } as FakeFrame;
      return frame;
    },
  };
  const window = {
    ...globals,
    addEventListener: (_: string, fn: (e: { source: unknown; data: unknown }) => void) => listeners.push(fn),
    open: (url: string) => opened.push(url),
  };
  new Function("document", "window", script)(document, window);
  const post = (data: unknown) => {
    for (const fn of listeners) fn({ source: inserted[0]?.contentWindow, data });
  };
  return { inserted, post, opened };
}

describe("ad tags", () => {
  it("JS tag: writes the frame of the size, each exit prefixed with the filled click URL", () => {
    const code = jsTag(target, AD_SERVER_MACROS.gam)
      .replace("%%CLICK_URL_UNESC%%", "https://adclick.example/pcs/click?xai=Z&adurl=")
      .replace("%%CACHEBUSTER%%", "4711");
    const { inserted } = runScript(code);
    expect(inserted).toHaveLength(1);
    const frame = inserted[0] as FakeFrame;
    expect([frame.width, frame.height, frame.title]).toEqual(["300", "250", 'Roast "</script>"']);
    expect(frame.attributes.sandbox).toBe("allow-scripts allow-popups allow-popups-to-escape-sandbox");
    const src = new URL(frame.src);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      width: "300",
      height: "250",
      cb: "4711",
      clickTag:
        "https://adclick.example/pcs/click?xai=Z&adurl=https%3A%2F%2Froast.example%2Forder%3Fa%3D1%26b%3D2",
      clickTag2: "https://adclick.example/pcs/click?xai=Z&adurl=https%3A%2F%2Froast.example%2Fmap",
    });
    // The name cannot close the script element the tag is pasted as.
    expect(code.match(/<\/script>/g)).toHaveLength(1);
  });

  it("JS tag left unfilled: the exits go straight to their landing pages, with a cache-buster of its own", () => {
    const { inserted } = runScript(jsTag(target, AD_SERVER_MACROS.xandr));
    const src = new URL((inserted[0] as FakeFrame).src);
    expect(src.searchParams.get("clickTag")).toBe("https://roast.example/order?a=1&b=2");
    expect(src.searchParams.get("cb")).toMatch(/^\d+$/);
  });

  it("iframe tag: the escaped click URL, once filled, reads back as click URL + encoded landing page", () => {
    const filled = iframeTag(target, AD_SERVER_MACROS.dv360)
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macro
      .replaceAll("${CLICK_URL_ENC}", encodeURIComponent("https://dv.example/clk?c=1&r="))
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macro
      .replace("${CACHEBUSTER}", "99");
    const src = new URL((filled.match(/src="([^"]+)"/)?.[1] ?? "").replaceAll("&amp;", "&"));
    expect(src.searchParams.get("clickTag")).toBe(
      "https://dv.example/clk?c=1&r=https%3A%2F%2Froast.example%2Forder%3Fa%3D1%26b%3D2",
    );
    expect(src.searchParams.get("cb")).toBe("99");
    expect(filled).toContain('title="Roast &quot;&lt;/script&gt;&quot;"');
    expect(filled).toContain('width="300" height="250"');
  });

  it("sizes that fill their slot frame at 100 %", () => {
    const fill = { ...target, width: null, height: null };
    expect(iframeTag(fill, AD_SERVER_MACROS.gam)).toContain(
      'style="border:0;display:block;width:100%;height:100%;"',
    );
    expect(iframeTag(fill, AD_SERVER_MACROS.gam)).not.toContain("width=");
  });

  it("MRAID tag: shows the ad once MRAID is ready, and opens the creative's exits with mraid.open", () => {
    let state = "loading";
    const ready: (() => void)[] = [];
    const opened: string[] = [];
    const mraid = {
      getState: () => state,
      addEventListener: (event: string, fn: () => void) => event === "ready" && ready.push(fn),
      open: (url: string) => opened.push(url),
    };
    const code = mraidTag(target, AD_SERVER_MACROS.cm360).replace(
      "%c",
      "https://ad.doubleclick.example/c;x=1?",
    );
    expect(code.startsWith('<script src="mraid.js"></script>\n<script>')).toBe(true);
    const page = runScript(code, { mraid });
    expect(page.inserted).toHaveLength(0);
    state = "default";
    for (const fn of ready) fn();
    expect(page.inserted).toHaveLength(1);
    expect(new URL((page.inserted[0] as FakeFrame).src).searchParams.get("open")).toBe("parent");

    page.post({
      action: "open",
      url: "https://ad.doubleclick.example/c;x=1?https%3A%2F%2Froast.example%2Fmap",
    });
    page.post({ action: "open", url: "javascript:alert(1)" });
    page.post({ action: "toggles" });
    expect(opened).toEqual(["https://ad.doubleclick.example/c;x=1?https%3A%2F%2Froast.example%2Fmap"]);
    expect(page.opened).toEqual([]);
  });
});
