import { blankDocument } from "@adstudio/creative";
import { describe, expect, it } from "vitest";
import { withSizeRedirect } from "./size-redirect.js";

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ad</title></head><body></body></html>';

/** Runs the page's first script as a browser would at `search`, answering where it sent the frame. */
function landing(html: string, search: string): string | null {
  const script = /<script>(.*?)<\/script>/.exec(html)?.[1];
  if (!script) return null;
  let target: string | null = null;
  const location = { search, replace: (url: string) => (target = url) };
  new Function("location", "URLSearchParams", script)(location, URLSearchParams);
  return target;
}

describe("withSizeRedirect", () => {
  it("sends a request for another size's pixels to its folder, with the rest of the query", () => {
    // A belt starts with 970x250 (its base) and 728x90.
    const html = withSizeRedirect(PAGE, blankDocument("belt", "Belt"));
    expect(html.startsWith('<!doctype html><html lang="en"><head><script>')).toBe(true);
    expect(landing(html, "?width=728&height=90&clickTag=https%3A%2F%2Fexample.com")).toBe(
      "sz728x90/index.html?width=728&height=90&clickTag=https%3A%2F%2Fexample.com",
    );
  });

  it("stays on the root page for the base size, unknown pixels and no size at all", () => {
    const html = withSizeRedirect(PAGE, blankDocument("belt", "Belt"));
    expect(landing(html, "?width=970&height=250")).toBeNull();
    expect(landing(html, "?width=300&height=250")).toBeNull();
    expect(landing(html, "")).toBeNull();
  });

  it("leaves a one-size ad's page as it is", () => {
    expect(withSizeRedirect(PAGE, blankDocument("story", "Story"))).toBe(PAGE);
  });
});
