// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { INLINE_VAST } from "./test-fixtures";
import { parseVast, type VastAd } from "./vast-parser";
import { createVastTracker, replaceMacros } from "./vast-tracker";
import { attachVastTracker, type TrackedVideo } from "./vast-video";

function ad(): VastAd {
  const result = parseVast(INLINE_VAST);
  if (!result.ok) throw new Error(result.error);
  return result.ad;
}

/** A stand-in for the <video> element: an event target with the fields the tracker reads. */
class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 20;
  muted = true;
  ended = false;
  emit(name: string) {
    this.dispatchEvent(new Event(name));
  }
  at(seconds: number) {
    this.currentTime = seconds;
    this.emit("timeupdate");
  }
}

function setup() {
  const beacon = vi.fn();
  const tracker = createVastTracker(ad(), beacon);
  const video = new FakeVideo();
  const detach = attachVastTracker(video as unknown as TrackedVideo, tracker);
  const sent = () => beacon.mock.calls.map(([url]) => String(url));
  return { beacon, tracker, video, detach, sent };
}

describe("VAST tracking of a video", () => {
  it("fires impression, start, each quartile and complete once, in order", () => {
    const { video, sent, tracker } = setup();
    video.emit("playing");
    video.emit("playing");
    for (const second of [1, 4, 5, 6, 10, 12, 15, 16, 19.9]) video.at(second);
    video.ended = true;
    video.emit("pause");
    video.emit("ended");
    expect(tracker.fired).toEqual([
      "impression",
      "start",
      "firstQuartile",
      "midpoint",
      "thirdQuartile",
      "complete",
    ]);
    expect(sent()[0]).toMatch(/^https:\/\/track\.example\/imp\?cb=\d{8}$/);
    expect(sent().slice(1)).toEqual([
      "https://track.example/start",
      "https://track.example/q1",
      "https://track.example/mid",
      "https://track.example/q3",
      "https://track.example/complete",
    ]);
  });

  it("uses the VAST duration while the media reports none", () => {
    const beacon = vi.fn();
    const tracker = createVastTracker(ad(), beacon);
    const video = new FakeVideo();
    video.duration = Number.POSITIVE_INFINITY;
    attachVastTracker(video as unknown as TrackedVideo, tracker, 20);
    video.emit("playing");
    video.at(10.5);
    expect(tracker.fired).toEqual(["impression", "start", "firstQuartile", "midpoint"]);
  });

  it("sends no quartile before the video started", () => {
    const { video, tracker } = setup();
    video.at(10);
    video.emit("ended");
    expect(tracker.fired).toEqual([]);
  });

  it("fills in skipped quartiles when the video ends early (seek to the end)", () => {
    const { video, tracker } = setup();
    video.emit("playing");
    video.emit("ended");
    expect(tracker.fired).toEqual([
      "impression",
      "start",
      "firstQuartile",
      "midpoint",
      "thirdQuartile",
      "complete",
    ]);
  });

  it("reports pause and resume by the viewer", () => {
    const { video, tracker, sent } = setup();
    video.emit("playing");
    video.at(3);
    video.emit("pause");
    video.emit("playing");
    expect(tracker.fired.slice(2)).toEqual(["pause", "resume"]);
    expect(sent()).toContain("/track/pause");
  });

  it("answers the click-through and sends the click tracking", () => {
    const { tracker, sent } = setup();
    expect(tracker.clicked()).toBe("https://advertiser.example/landing");
    expect(sent()).toEqual(["https://track.example/click"]);
  });

  it("sends the error URL with the error code once on a media error", () => {
    const { video, sent } = setup();
    video.emit("error");
    video.emit("error");
    expect(sent()).toEqual(["https://track.example/error?code=405"]);
  });

  it("stops reporting once detached", () => {
    const { video, detach, tracker } = setup();
    detach();
    video.emit("playing");
    expect(tracker.fired).toEqual([]);
  });
});

describe("replaceMacros", () => {
  it("fills the timestamp, playhead and error code", () => {
    const now = new Date("2025-01-02T03:04:05.000Z");
    expect(
      replaceMacros(
        "/t?ts=[TIMESTAMP]&p=[CONTENTPLAYHEAD]&e=[ERRORCODE]",
        { playheadSeconds: 65.5, errorCode: 405 },
        now,
      ),
    ).toBe("/t?ts=2025-01-02T03%3A04%3A05.000Z&p=00%3A01%3A05.500&e=405");
  });
});
