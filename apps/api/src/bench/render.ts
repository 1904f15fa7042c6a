/**
 * `pnpm bench:render` – how fast the creative engine renders, against `JSON.stringify` of the same
 * documents in the same run (a ratio, so the figure does not depend on the machine), and how long a
 * publish-to-zip of one size takes (render, asset bytes, fflate at level 9).
 *
 * The documents are the 21 sample ads with made-up asset records; each size of each is rendered. Timings
 * are printed, never asserted.
 */
import { performance } from "node:perf_hooks";
import { AD_TYPES } from "@adstudio/core";
import { type Asset, render } from "@adstudio/creative";
import { sampleDocument } from "@adstudio/creative/samples";
import { zipSync } from "fflate";

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
