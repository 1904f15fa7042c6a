import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render";
import { FULLSCREEN_UNSUPPORTED, FullscreenToggle } from "./fullscreen";

const notify = vi.hoisted(() => vi.fn());
vi.mock("../../lib/notify", () => ({ notify }));

function setFullscreenApi(enabled: boolean, request: () => Promise<void>) {
  Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: enabled });
  document.documentElement.requestFullscreen = request;
}

afterEach(() => {
  notify.mockReset();
  vi.restoreAllMocks();
});

describe("FullscreenToggle", () => {
  it("says that fullscreenElement is not supported when the browser lacks the API", async () => {
    setFullscreenApi(false, vi.fn());
    renderWithTheme(<FullscreenToggle />);
    await userEvent.click(screen.getByRole("button", { name: "Toggle fullscreen" }));
    expect(notify).toHaveBeenCalledWith("fullscreenElement is not supported by this browser", "error");
    expect(FULLSCREEN_UNSUPPORTED).toBe("fullscreenElement is not supported by this browser");
  });

  it("asks the browser for full screen, and only logs a refusal", async () => {
    const refusal = new Error("Permissions check failed");
    const request = vi.fn().mockRejectedValue(refusal);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    setFullscreenApi(true, request);
    renderWithTheme(<FullscreenToggle />);
    await userEvent.click(screen.getByRole("button", { name: "Toggle fullscreen" }));
    expect(request).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(refusal));
    expect(notify).not.toHaveBeenCalled();
  });
});
