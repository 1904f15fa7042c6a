import { expect, test } from "../support/fixtures";

/**
 * What the built product sends over the wire (issue 10, "Delivery"): the builds' precompressed copies
 * chosen by Accept-Encoding, compressed JSON, and no public source maps.
 */

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

test("the studio, its scripts and the embed go out brotli-compressed, and source maps stay private", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const page = await request.get("/login", { headers: BROWSER });
    expect(page.status()).toBe(200);
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers().vary).toContain("Accept-Encoding");
    // /login has the public pages' own small entry (issue 34); the studio's is on its other pages.
    const login = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(login).toMatch(/^\/assets\/public-.+\.js$/);
    const studio = await request.get("/studio/ads", { headers: BROWSER });
    expect(studio.headers()["content-encoding"]).toBe("br");
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(await studio.text())?.[1];
    expect(entry).toMatch(/^\/assets\/index-.+\.js$/);

    const script = await request.get(entry ?? "", { headers: BROWSER });
    expect(script.headers()["content-encoding"]).toBe("br");
    const raw = await request.get(entry ?? "", { headers: { "accept-encoding": "identity" } });
    expect(raw.headers()["content-encoding"]).toBeUndefined();
    // The entry bundle: what is sent is a fraction of the raw file.
    expect(Number(script.headers()["content-length"])).toBeLessThan(
      Number(raw.headers()["content-length"]) / 3,
    );

    const map = await request.get(`${entry}.map`);
    expect(map.status()).toBe(404);

    const embed = await request.get("/embed.js", { headers: BROWSER });
    expect(embed.headers()["content-encoding"]).toBe("br");
    // The embed's budget: 5 120 B as sent.
    expect(Number(embed.headers()["content-length"])).toBeLessThanOrEqual(5120);
    expect(await embed.text()).toContain("AdstudioPreview");

    const openapi = await request.get("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(openapi.headers()["content-encoding"]).toBe("gzip");
    expect((await openapi.json()).openapi).toMatch(/^3\.1/);
  } finally {
    await request.dispose();
  }
});
