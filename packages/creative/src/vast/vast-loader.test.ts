// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { INLINE_VAST, WRAPPER_VAST } from "./test-fixtures";
import { loadVast, looksLikeVast, MAX_WRAPPER_DEPTH, VastError } from "./vast-loader";

function fakeFetch(documents: Record<string, string>) {
  return vi.fn(async (url: string) => {
    const path = new URL(url, "http://localhost").pathname;
    const body = documents[path];
    return body === undefined
      ? new Response("missing", { status: 404 })
      : new Response(body, { headers: { "content-type": "application/xml" } });
  });
}

describe("loadVast", () => {
  it("loads an inline ad", async () => {
    const ad = await loadVast(
      "/creatives/samples/ctv/vast.xml",
      fakeFetch({ "/creatives/samples/ctv/vast.xml": INLINE_VAST }),
    );
    expect(ad.title).toBe("Sample CTV spot");
  });

  it("follows a wrapper and keeps its tracking", async () => {
    const fetch = fakeFetch({
      "/tags/wrap.xml": WRAPPER_VAST,
      "/creatives/samples/ctv/vast.xml": INLINE_VAST,
    });
    const ad = await loadVast("/tags/wrap.xml", fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(ad.impressions[0]).toBe("https://network.example/imp");
    expect(ad.mediaFiles).toHaveLength(3);
  });

  it("stops an endless wrapper chain", async () => {
    const loop = WRAPPER_VAST.replace("/creatives/samples/ctv/vast.xml", "/tags/wrap.xml");
    const fetch = fakeFetch({ "/tags/wrap.xml": loop });
    await expect(loadVast("/tags/wrap.xml", fetch)).rejects.toMatchObject({ code: 302 });
    expect(fetch).toHaveBeenCalledTimes(MAX_WRAPPER_DEPTH + 1);
  });

  it("fails with VAST error codes on a missing or broken document", async () => {
    await expect(loadVast("/nothing.xml", fakeFetch({}))).rejects.toBeInstanceOf(VastError);
    await expect(loadVast("/bad.xml", fakeFetch({ "/bad.xml": "<VAST" }))).rejects.toMatchObject({
      code: 100,
    });
  });
});

describe("loadVast on a creative page", () => {
  it("tells the caller the address is no VAST document", async () => {
    const fetch = vi.fn(
      async () => new Response("<!doctype html><p>ad</p>", { headers: { "content-type": "text/html" } }),
    );
    await expect(loadVast("/creatives/x/index.html", fetch)).rejects.toMatchObject({ notVast: true });
  });
});

describe("looksLikeVast", () => {
  it("tells a VAST document from an HTML creative", () => {
    expect(looksLikeVast("<VAST version='4.0'></VAST>", "text/plain")).toBe(true);
    expect(looksLikeVast("  <?xml version='1.0'?><VAST/>", null)).toBe(true);
    expect(looksLikeVast("<!doctype html><html></html>", "text/html; charset=utf-8")).toBe(false);
    expect(looksLikeVast("anything", "application/xml")).toBe(true);
  });
});
