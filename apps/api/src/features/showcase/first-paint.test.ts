import type { ShowcaseAd, ShowcaseBootstrap } from "@adstudio/contract";
import { describe, expect, it } from "vitest";
import { coverPreload, skeleton } from "./first-paint.js";

const company = { _id: "c1", name: "Acme", logo: "/api/company-logo/c1.png" };

function ad(n: number, changes: Partial<ShowcaseAd> = {}): ShowcaseAd {
  return {
    _id: `a${n}`,
    name: `Ad ${n}`,
    type: "mini",
    location: `/creatives/a${n}/1/index.html`,
    thumbnail: `/creatives/a${n}/1/thumbnail.png`,
    teaser: { sz300x250: { width: 300, height: 250 } },
    features: [],
    coverImage: null,
    company: { _id: "c1", name: "Acme", logo: "" },
    previewName: "",
    previewHeading: "",
    status: "published",
    createdBy: "u1",
    createdAt: "2026-11-01T00:00:00.000Z",
    ...changes,
  } as ShowcaseAd;
}

const first = (docs: ShowcaseAd[]): Pick<ShowcaseBootstrap, "list" | "categories"> => ({
  list: { docs, total: docs.length, company },
  categories: { docs: ["mini"] },
});

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The cards of the server-drawn page as a browser without script shows them: link, text, lazy picture. */
function page(html: string) {
  const grid = html.match(/<ul class="sk-grid">(.*?)<\/ul>/)?.[1] ?? "";
  return [...grid.matchAll(/<li>(.*?)<\/li>/g)].map(([, card = ""]) => ({
    href: decodeEntities(card.match(/^<a class="sk-card" href="([^"]*)"/)?.[1] ?? "") || null,
    text: decodeEntities(card.replace(/<[^>]*>/g, "")),
    picture: card.match(/<img [^>]*loading="(\w+)"/)?.[1] ?? null,
  }));
}

describe("the showcase drawn without script", () => {
  it("loads the first card's picture first, in the width the card is shown at (issue 34)", () => {
    const docs = Array.from({ length: 5 }, (_, i) => ad(i + 1));
    const html = skeleton(company, "Acme showcase", first(docs));
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).slice(1); // [0] is the logo
    expect(imgs[0]).toBe(
      '<img src="/creatives/a1/1/thumbnail.png" srcset="/creatives/a1/1/thumbnail-w160.png 160w, /creatives/a1/1/thumbnail.png 320w" sizes="(max-width: 760px) calc(100vw - 32px), 330px" alt="" loading="eager" fetchpriority="high">',
    );
    expect(imgs.filter((tag) => tag.includes("fetchpriority"))).toHaveLength(1);
    expect(html).toContain(
      '<source type="image/avif" srcset="/creatives/a1/1/thumbnail-w160.avif 160w, /creatives/a1/1/thumbnail.avif 320w" sizes="(max-width: 760px) calc(100vw - 32px), 330px">',
    );
    expect(coverPreload(first(docs))).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/creatives/a1/1/thumbnail-w160.avif 160w, /creatives/a1/1/thumbnail.avif 320w" imagesizes="(max-width: 760px) calc(100vw - 32px), 330px" fetchpriority="high">',
    );
    expect(coverPreload(first([]))).toBe("");
  });

  it("shows every card of the first page as a link to its ad's preview", () => {
    const docs = Array.from({ length: 8 }, (_, i) => ad(i + 1, { previewName: `Card ${i + 1}` }));
    const cards = page(skeleton(company, "Acme showcase", first(docs)));
    expect(cards).toHaveLength(8);
    expect(cards[0]).toEqual({
      href: "/preview?url=%2Fcreatives%2Fa1%2F1%2Findex.html&size=300x250&type=mini&teasers=sz300x250&name=Ad%201&uid=u1",
      text: "Card 1",
      picture: "eager",
    });
    // The first row's covers load at once; later rows' wait until scrolled to.
    expect(cards.map((card) => card.picture)).toEqual([
      "eager",
      "eager",
      "eager",
      "eager",
      "lazy",
      "lazy",
      "lazy",
      "lazy",
    ]);
    expect(cards.every((card) => card.href?.startsWith("/preview?url="))).toBe(true);
  });

  it("links nothing for an ad with no published address, and escapes names", () => {
    const html = skeleton(company, "Acme showcase", first([ad(1, { location: "", name: '<b>"x"</b>' })]));
    expect(page(html)).toEqual([{ href: null, text: '<b>"x"</b>', picture: "eager" }]);
  });
});
