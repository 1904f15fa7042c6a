import type { Asset } from "../document/assets";

/**
 * Stand-in assets the tests hand `sampleDocument`: four pictures and a five-second video, described as
 * the studio would store them (the bytes are never read). Shared so every test builds the same samples.
 */
export const testPicture = (n: number): Asset => ({
  hash: n.toString(16).padStart(2, "0").repeat(32),
  type: "image",
  mime: "image/png",
  name: `photo-${n}.png`,
  bytes: 12_000,
  width: 600,
  height: 500,
});

export const TEST_VIDEO: Asset = {
  hash: "ee".repeat(32),
  type: "video",
  mime: "video/mp4",
  name: "test-card.mp4",
  bytes: 22_000,
  width: 640,
  height: 360,
  durationMs: 5000,
  bitrateKbps: 35,
  codec: "avc1.42E01E",
};

/** The assets of every sample document in the tests. */
export const TEST_SAMPLE_ASSETS = {
  images: [testPicture(1), testPicture(2), testPicture(3), testPicture(4)],
  video: TEST_VIDEO,
};
