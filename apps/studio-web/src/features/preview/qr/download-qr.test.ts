import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadQrPng, qrFileName } from "./download-qr";

describe("downloadQrPng", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("logs 'SVG element not found!' and saves nothing when the QR code is missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const save = vi.fn();
    expect(await downloadQrPng("preview-qr-code", "Tracker", save)).toBe(false);
    expect(error).toHaveBeenCalledWith("SVG element not found!");
    expect(save).not.toHaveBeenCalled();
  });

  it("names the PNG after the creative", () => {
    expect(qrFileName("XR Tracker: poster")).toBe("XR_Tracker_poster.png");
    expect(qrFileName(undefined)).toBe("qr-code.png");
  });
});
