import { parseSizeKey } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { reviewStageFor } from "./review-stage";

const size = (key: string) => parseSizeKey(key) ?? (null as never);
const PHONE = { width: 360 };
const DESKTOP = { width: 1280 };

describe("reviewStageFor", () => {
  it("shows a banner that fits a phone in its own frame, where the preview page would show only a QR code", () => {
    expect(reviewStageFor("mini", size("sz300x250"), PHONE)).toBe("fixed-frame");
    expect(reviewStageFor("mini", size("sz300x250"), DESKTOP)).toBe("fixed-frame");
  });

  it("shows phone formats full width on a phone and in the phone mock-up on a desktop", () => {
    expect(reviewStageFor("story", size("responsive"), PHONE)).toBe("full-window");
    expect(reviewStageFor("story", size("responsive"), DESKTOP)).toBe("phone");
  });

  it("keeps the QR code for what a phone cannot show: a wide banner, a TV ad", () => {
    expect(reviewStageFor("belt", size("sz970x250"), PHONE)).toBe("qr-only");
    expect(reviewStageFor("vast", size("vast"), PHONE)).toBe("qr-only");
    expect(reviewStageFor("vast", size("vast"), DESKTOP)).toBe("ctv");
  });
});
