import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PublicAd } from "@adstudio/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mount } from "./mount";
import { adData } from "./options";

/**
 * `data-ad-id` against a studio over real HTTP: a node:http server answering `GET /api/ads/public/{id}`
 * as the API does (the API's own tests and the e2e cover the real endpoint).
 */
const BELT: PublicAd = {
  _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
  name: "Homely: The big sofa sale",
  type: "belt",
  location: "https://studio.test/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/1/index.html",
  teasers: ["sz970x250", "sz728x90"],
  companyId: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
};
const BROKEN_ID = "00000000-0000-4000-8000-000000000500";
const MISSING_ID = "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d";

let server: Server;
let studio: string;
const requested: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === `/api/ads/public/${BELT._id}`) send(200, { ad: BELT });
    else if (req.url === `/api/ads/public/${BROKEN_ID}`) send(500, { message: "Internal error" });
    else send(404, { message: "No published ad has this id." });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  studio = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  requested.length = 0;
  document.body.innerHTML = "";
});

describe("adData", () => {
  it("takes the creative, format, first size and name from the studio's published ad", async () => {
    expect(await adData({ adId: BELT._id, adstudioPreview: "" }, studio)).toEqual({
      adId: BELT._id,
      adstudioPreview: "",
      url: BELT.location,
      type: "belt",
      size: "sz970x250",
      name: "Homely: The big sofa sale",
    });
    expect(requested).toEqual([`/api/ads/public/${BELT._id}`]);
  });

  it("keeps the element's own data-size and data-name, but never its data-url or data-type", async () => {
    const data = await adData(
      { adId: BELT._id, size: "728x90", name: "Sofa", url: "https://else.where/x.html", type: "mini" },
      studio,
    );
    expect(data).toMatchObject({ url: BELT.location, type: "belt", size: "728x90", name: "Sofa" });
  });

  it("says what is wrong: not an id (without asking the studio), not published, studio failing or away", async () => {
    expect(await adData({ adId: "../../api/users" }, studio)).toBe("data-ad-id must be an ad id");
    expect(await adData({ adId: "" }, studio)).toBe("data-ad-id must be an ad id");
    expect(requested).toEqual([]);
    expect(await adData({ adId: MISSING_ID }, studio)).toBe("no published ad has this data-ad-id");
    expect(await adData({ adId: BROKEN_ID }, studio)).toBe("the studio could not be reached");
    expect(await adData({ adId: BELT._id }, "http://127.0.0.1:9")).toBe("the studio could not be reached");
  });
});

describe("mount with data-ad-id", () => {
  function embed(attrs: Record<string, string>): HTMLElement {
    const el = document.createElement("div");
    el.setAttribute("data-adstudio-preview", "");
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
    document.body.append(el);
    return el;
  }

  it("draws the published ad's mock-up, frames its creative and links to its preview", async () => {
    const el = embed({ "ad-id": BELT._id });
    mount(el, studio);
    await expect.poll(() => el.shadowRoot?.querySelector("figure")).not.toBeNull();
    const root = el.shadowRoot!;
    // A belt is shown in the desktop page, at its first size; jsdom has no IntersectionObserver, so the
    // frame is there at once.
    expect(root.querySelector(".m.desktop-page")).not.toBeNull();
    expect(root.querySelector("figcaption span")?.textContent).toBe("Homely: The big sofa sale · 970x250");
    const src = new URL(root.querySelector("iframe")!.src);
    expect(src.origin + src.pathname).toBe(BELT.location);
    expect([src.searchParams.get("width"), src.searchParams.get("height")]).toEqual(["970", "250"]);
    const link = new URL(root.querySelector("a")!.href);
    expect(link.origin + link.pathname).toBe(`${studio}/preview`);
    expect(link.searchParams.get("url")).toBe(BELT.location);
    expect(link.searchParams.get("type")).toBe("belt");
  });

  it("explains an ad that is not published instead of drawing anything", async () => {
    const el = embed({ "ad-id": MISSING_ID, url: "https://s.test/a.html" });
    mount(el, studio);
    await expect
      .poll(() => el.shadowRoot?.querySelector(".err")?.textContent)
      .toBe("Adstudio preview: no published ad has this data-ad-id");
    expect(el.shadowRoot!.querySelector("iframe")).toBeNull();
  });
});
