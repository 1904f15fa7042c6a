import { describe, expect, it } from "vitest";
import { type RunRecord, runIssues } from "./run-checks";

const record = (over: Partial<RunRecord> = {}): RunRecord => ({
  size: "300x250",
  requests: [{ url: "http://127.0.0.1:4000/index.html", local: true, bytes: 4000, phase: "initial" }],
  created: [],
  consoleErrors: [],
  pageErrors: [],
  animations: [],
  cpu: { totalMs: 300, observedMs: 3000, busyMs: 200 },
  ...over,
});
const messages = (over: Partial<RunRecord>, profile: Parameters<typeof runIssues>[1] = "google-ads") =>
  runIssues(record(over), profile).map((i) => i.message);

describe("runIssues", () => {
  it("passes a quiet creative", () => {
    expect(runIssues(record(), "iab")).toEqual([]);
  });

  it("lets Google's CDNs through under google-ads and blocks them under iab", () => {
    const requests: RunRecord["requests"] = [
      { url: "https://fonts.googleapis.com/css2?family=Roboto", local: false, bytes: 0, phase: "initial" },
      {
        url: "https://s0.2mdn.net/ads/studio/cached_libs/gsap_3.5.1_min.js",
        local: false,
        bytes: 0,
        phase: "initial",
      },
    ];
    expect(messages({ requests })).toEqual([]);
    expect(messages({ requests }, "iab")).toEqual([
      "The creative requests https://fonts.googleapis.com/css2?family=Roboto from fonts.googleapis.com, which iab does not allow (blocked).",
      "The creative requests https://s0.2mdn.net/ads/studio/cached_libs/gsap_3.5.1_min.js from s0.2mdn.net, which iab does not allow (blocked).",
    ]);
  });

  it("holds animations to 30 s under Google and 15 s under IAB, and fails endless ones", () => {
    const animations = [{ name: "fade", endMs: 20_000 }];
    expect(messages({ animations })).toEqual([]);
    expect(messages({ animations }, "iab")).toEqual(["An animation (fade) runs 20 s; iab allows 15 s."]);
    expect(messages({ animations: [{ name: "spin", endMs: null }] })).toEqual([
      "An animation (spin) loops forever; google-ads allows 30 s.",
    ]);
  });

  it("applies Chrome's heavy-ad CPU limits", () => {
    expect(messages({ cpu: { totalMs: 5000, observedMs: 3000, busyMs: 2400 } })).toEqual([
      "The creative kept the main thread 80 % busy after it loaded; Chrome unloads an ad past 15 s of CPU in any 30 s.",
    ]);
    expect(messages({ cpu: { totalMs: 61_000, observedMs: 3000, busyMs: 100 } })).toEqual([
      "The creative used 61 s of CPU; Chrome unloads an ad past 60 s in total.",
    ]);
  });

  it("gives the video profile room for a 1.1 MB video after load", () => {
    const requests: RunRecord["requests"] = [
      { url: "http://127.0.0.1:4000/spot.mp4", local: true, bytes: 1000 * 1024, phase: "polite" },
    ];
    expect(messages({ requests }, "google-video")).toEqual([]);
    expect(messages({ requests })).toEqual([
      "The polite load downloaded 1000 KB; google-ads allows 300 KB for 300x250.",
    ]);
  });
});
