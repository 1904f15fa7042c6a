/**
 * `pnpm bench:render` – how fast the creative engine renders, against `JSON.stringify` of the same
 * documents in the same run (a ratio, so the figure does not depend on the machine), how long a
 * publish-to-zip of one size takes (render, asset bytes, fflate at level 9), and what each publish adds
 * for the ad list's thumbnail (the base size's first page through satori and resvg at 320 px).
 *
 * The documents are the 21 sample ads with made-up asset records; each size of each is rendered. Timings
 * are printed, never asserted.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { AD_TYPES } from "@adstudio/core";
import { type Asset, render } from "@adstudio/creative";
import { sampleDocument } from "@adstudio/creative/samples";
import { zipSync } from "fflate";
import sharp from "sharp";
import { assetStorageKey } from "../features/ads/asset-files.js";
import { prepareStill } from "../features/ads/rasterise.js";
import { THUMBNAIL_WIDTH } from "../features/ads/thumbnail.js";
import { createLocalStorage } from "../storage/index.js";

const ROUNDS = 200;

const image = (n: number): Asset => ({
  hash: n.toString(16).padStart(2, "0").repeat(32),
  type: "image",
  mime: "image/png",
  name: `photo-${n}.png`,
  bytes: 30_000,
  width: 600,
  height: 500,
});
const video: Asset = {
  hash: "ee".repeat(32),
  type: "video",
  mime: "video/mp4",
  name: "spot.mp4",
  bytes: 900_000,
  width: 640,
  height: 360,
  durationMs: 15_000,
  bitrateKbps: 480,
  codec: "avc1.4d401e",
};
const documents = AD_TYPES.map((type) => sampleDocument(type, { images: [1, 2, 3, 4].map(image), video }));
const jobs = documents.flatMap((doc) => Object.keys(doc.teaser).map((size) => ({ doc, size })));

function time(label: string, work: () => void): number {
  for (let i = 0; i < 20; i++) work(); // warm-up: JIT and caches
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) work();
  const ms = (performance.now() - start) / ROUNDS;
  console.log(`${label.padEnd(34)} ${ms.toFixed(3)} ms per pass of ${jobs.length} documents`);
  return ms;
}

const baseline = time("JSON.stringify (baseline)", () => {
  for (const { doc } of jobs) JSON.stringify(doc);
});
const rendered = time("render (hosted)", () => {
  for (const { doc, size } of jobs)
    render(doc, { size, mode: "hosted", trackerUrl: "https://studio.example/t" });
});
const perSecond = Math.round((jobs.length * 1000) / rendered);
console.log(
  `render: ${perSecond} documents/s, ${(rendered / baseline).toFixed(1)}× JSON.stringify of the same documents`,
);

// Publish-to-zip of one size: render, then zip the files with the asset bytes (incompressible, as images are).
const assetBytes = new Uint8Array(30_000).map((_, i) => (i * 2_654_435_761) >>> 24);
const zipMs = time("publish-to-zip (render + fflate)", () => {
  for (const { doc, size } of jobs) {
    const result = render(doc, { size, mode: "zip" });
    const files: Record<string, Uint8Array> = {};
    for (const [name, text] of Object.entries(result.files)) files[name] = new TextEncoder().encode(text);
    for (const { path } of result.assets) files[path] = assetBytes;
    zipSync(files, { level: 9 });
  }
});
console.log(
  `publish-to-zip: ${(zipMs / jobs.length).toFixed(2)} ms per size (${(zipMs / baseline).toFixed(1)}× the baseline pass)`,
);

// Thumbnails: what a publish adds per ad. The pictures must be real files here (the still renderer
// decodes them), so four 600x500 PNGs go into a throwaway storage under their real hashes.
const folder = await mkdtemp(path.join(tmpdir(), "adstudio-bench-"));
const storage = createLocalStorage(folder);
const pictures = await Promise.all(
  ["#c2410c", "#0e7490", "#4d7c0f", "#7e22ce"].map(async (background, n) => {
    const png = await sharp({ create: { width: 600, height: 500, channels: 3, background } })
      .png()
      .toBuffer();
    const asset: Asset = {
      ...image(n + 1),
      hash: createHash("sha256").update(png).digest("hex"),
      bytes: png.length,
    };
    await storage.put(assetStorageKey(asset), png, asset.mime);
    return asset;
  }),
);
const stills = AD_TYPES.map((type) => sampleDocument(type, { images: pictures, video }));
const drawThumbnails = async () => {
  for (const doc of stills) await (await prepareStill(doc, storage)).png(doc.baseSize, THUMBNAIL_WIDTH);
};
const THUMBNAIL_ROUNDS = 5;
await drawThumbnails(); // warm-up: fonts, JIT
const thumbnailStart = performance.now();
for (let i = 0; i < THUMBNAIL_ROUNDS; i++) await drawThumbnails();
const thumbnailMs = (performance.now() - thumbnailStart) / THUMBNAIL_ROUNDS / stills.length;
await rm(folder, { recursive: true, force: true });
const zipPerAd = zipMs / documents.length;
console.log(
  `thumbnail (satori + resvg, ${THUMBNAIL_WIDTH} px)`.padEnd(34),
  `${thumbnailMs.toFixed(2)} ms per ad; publish-to-zip of every size ${zipPerAd.toFixed(2)} ms per ad without it, ${(zipPerAd + thumbnailMs).toFixed(2)} ms with it`,
);
