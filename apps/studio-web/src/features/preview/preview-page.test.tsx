import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { RELOAD_PARAM } from "./frame-src";
import { DEFAULT_LOGO_URL } from "./links";
import { renderPreview } from "./test-render";

useMockApi();
afterEach(() => vi.restoreAllMocks());

const STORY = {
  url: "/creatives/samples/story/index.html",
  size: "responsive",
  type: "story",
  teasers: "responsive,sz320x480",
  name: "Lumen",
};

const frame = () => screen.getByTestId("creative-frame") as HTMLIFrameElement;

describe("PreviewPage", () => {
  it("offers one button per teaser, the responsive one labelled 'Story' for stories", async () => {
    const { onSearchChange } = renderPreview(STORY);
    const story = screen.getByRole("button", { name: "Story" });
    expect(story).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "320x480" }));
    expect(onSearchChange).toHaveBeenCalledWith({ size: "320x480" });
    expect(screen.getByRole("button", { name: "320x480" })).toHaveAttribute("aria-pressed", "true");
  });

  it("labels the responsive teaser 'Interstitial' for other formats", () => {
    renderPreview({ ...STORY, type: "interstitial" });
    expect(screen.getByRole("button", { name: "Interstitial" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Story" })).not.toBeInTheDocument();
  });

  it("frames the creative sandboxed, without allow-same-origin, with its width and height", () => {
    renderPreview(STORY);
    const sandbox = frame().getAttribute("sandbox") ?? "";
    expect(sandbox).toContain("allow-scripts");
    expect(sandbox).not.toContain("allow-same-origin");
    const src = new URL(frame().getAttribute("src") ?? "", "http://localhost");
    expect(src.pathname).toBe("/creatives/samples/story/index.html");
    expect(src.searchParams.get("width")).toBe(frame().getAttribute("width"));
    expect(src.searchParams.get("height")).toBe(frame().getAttribute("height"));
  });

  it("adds a timestamp to the frame address on RELOAD and refreshes it on the next one", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000);
    renderPreview(STORY);
    expect(frame().getAttribute("src")).not.toContain(RELOAD_PARAM);
    await userEvent.click(screen.getByRole("button", { name: "RELOAD" }));
    expect(frame().getAttribute("src")).toContain(`${RELOAD_PARAM}=1000`);
    now.mockReturnValue(2_000);
    await userEvent.click(screen.getByRole("button", { name: "RELOAD" }));
    expect(frame().getAttribute("src")).toContain(`${RELOAD_PARAM}=2000`);
    expect(frame().getAttribute("src")).not.toContain(`${RELOAD_PARAM}=1000`);
  });

  it("shows the phone 660 px tall, 730 px with browser bars, and keeps the flag in the address", async () => {
    const { onSearchChange } = renderPreview(STORY);
    const phone = screen.getByTestId("phone-mockup");
    expect(phone).toHaveStyle({ width: "360px", height: "660px" });
    await userEvent.click(screen.getByRole("button", { name: "Browser bars" }));
    expect(onSearchChange).toHaveBeenCalledWith({ showBrowsersBars: true });
    expect(screen.getByTestId("phone-mockup")).toHaveStyle({ height: "730px" });
    expect(screen.getByTestId("phone-address-bar")).toBeInTheDocument();
  });

  it("rotates the phone, but not for vertical ads", async () => {
    renderPreview(STORY);
    await userEvent.click(screen.getByRole("button", { name: "Rotate" }));
    expect(screen.getByTestId("phone-mockup")).toHaveAttribute("data-orientation", "landscape");
    expect(screen.getByTestId("phone-mockup")).toHaveStyle({ width: "660px", height: "360px" });
  });

  it("disables rotation for vertical ads and the desktop toggle for phone-only formats", () => {
    renderPreview({ ...STORY, type: "vertical" });
    expect(screen.getByRole("button", { name: "Rotate" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Desktop" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows the desktop page for a belt and switches a two-device format between devices", async () => {
    const { unmount } = renderPreview({ url: "/a.html", size: "970x250", type: "belt" });
    expect(screen.getByTestId("desktop-page-mockup")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mobile" })).toBeDisabled();
    unmount();
    renderPreview({ url: "/a.html", size: "300x250", type: "rich-media" });
    expect(screen.getByTestId("phone-mockup")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Desktop" }));
    expect(screen.getByTestId("fixed-frame-mockup")).toBeInTheDocument();
    expect(frame()).toHaveAttribute("width", "300");
    expect(frame()).toHaveAttribute("height", "250");
  });

  it("plays VAST on the connected TV without a side panel", () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    renderPreview({ url: "/creatives/samples/ctv-instream/vast.xml", size: "vast", type: "vast" });
    expect(screen.getByTestId("ctv-mockup")).toBeInTheDocument();
    expect(screen.getByTestId("ctv-screen")).toHaveStyle({ width: "640px", height: "360px" });
    expect(screen.queryByTestId("side-panel")).not.toBeInTheDocument();
  });

  it("shows only the QR code and 'Download QR Code' for ai-tracker", () => {
    renderPreview({ url: "/a.html", size: "mobile", type: "ai-tracker", name: "Poster" });
    expect(screen.getByTestId("qr-only-view")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download QR Code" })).toBeInTheDocument();
    expect(screen.queryByTestId("creative-frame")).not.toBeInTheDocument();
    expect(screen.queryByTestId("side-panel")).not.toBeInTheDocument();
  });

  it("points a published ai-tracker's QR code at its XR phone page (camera and poster tracking)", () => {
    // The page asks whose ad it is, for its Showcase link; not this test's concern.
    server.use(
      http.get("*/api/ads/public/:id", () =>
        HttpResponse.json({ message: "No published ad has this id." }, { status: 404 }),
      ),
    );
    renderPreview({
      url: "/creatives/0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11/3/index.html",
      size: "mobile",
      type: "ai-tracker",
      name: "Poster",
    });
    expect(screen.getByLabelText("QR code of the preview")).toHaveAttribute(
      "data-value",
      `${window.location.origin}/xr/0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11/3/`,
    );
  });

  it("opens 'QR CODE' + size from the 60 px side-panel QR, and copies the link ('Copied')", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    renderPreview({ url: "/a.html", size: "300x250", type: "mini", teasers: "sz300x250" });
    const qr = within(screen.getByTestId("side-panel-qr")).getByTestId("qr-code");
    expect(qr).toHaveAttribute("width", "60");
    await userEvent.click(screen.getByTestId("side-panel-qr"));
    const dialog = await screen.findByRole("dialog", { name: "QR CODE 300x250" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Preview Link" }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/\/preview\?url=%2Fa\.html&size=300x250&type=mini/),
    );
    expect(await within(dialog).findByText("Copied")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Preview Link" })).toBeInTheDocument();
  });

  it("says so when the link has no creative address", () => {
    renderPreview({ type: "story" });
    expect(screen.getByText("This preview link has no creative address.")).toBeInTheDocument();
  });

  it("disables the right-click menu", () => {
    renderPreview(STORY);
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("has a copyright footer", () => {
    renderPreview(STORY);
    expect(screen.getByText(/© \d{4} Adstudio\. All rights reserved\./)).toBeInTheDocument();
  });
});

describe("PreviewPage messages from the creative", () => {
  const card = { fullName: "Jane Doe", email: "jane@example.com" };

  function post(data: unknown, source: Window | null) {
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, source }));
    });
  }

  it("downloads a .vcf for downloadVCF from the creative frame only", () => {
    URL.createObjectURL = vi.fn(() => "blob:card");
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPreview(STORY);
    post({ action: "downloadVCF", card }, window);
    post({ action: "downloadVCF", card: { email: "x" } }, frame().contentWindow);
    expect(names).toEqual([]);
    post({ action: "downloadVCF", card }, frame().contentWindow);
    expect(names).toEqual(["Jane_Doe.vcf"]);
  });

  it("lets the creative disable a toggle", () => {
    renderPreview({ url: "/a.html", size: "300x250", type: "rich-media" });
    expect(screen.getByRole("button", { name: "Desktop" })).toBeEnabled();
    post({ action: "toggles", desktop: false }, window);
    expect(screen.getByRole("button", { name: "Desktop" })).toBeEnabled();
    post({ action: "toggles", desktop: false }, frame().contentWindow);
    expect(screen.getByRole("button", { name: "Desktop" })).toBeDisabled();
  });
});

describe("PreviewPage owner logo", () => {
  it("shows the owner's photo from GET /api/user/{uid}", async () => {
    server.use(
      http.get("*/api/user/u-1", () =>
        HttpResponse.json({
          user: { uuid: "u-1", displayName: "Acme", photoURL: "https://cdn.example/acme.png" },
        }),
      ),
    );
    renderPreview({ ...STORY, uid: "u-1" });
    const logo = await screen.findByRole("img", { name: "Acme logo" });
    expect(logo).toHaveAttribute("src", "https://cdn.example/acme.png");
    fireEvent.error(logo);
    await waitFor(() => expect(screen.getByTestId("owner-logo")).toHaveAttribute("data-default", "true"));
  });

  it("falls back to the default logo when the owner has no photo or the call fails", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/user/:id", ({ params }) => {
        asked.push(String(params.id));
        return params.id === "gone"
          ? HttpResponse.json({ message: "Not found" }, { status: 404 })
          : HttpResponse.json({ user: { uuid: "plain", displayName: "Plain", photoURL: "" } });
      }),
    );
    for (const uid of ["gone", "plain"]) {
      const { unmount } = renderPreview({ ...STORY, uid });
      await waitFor(() => expect(asked).toContain(uid));
      const logo = screen.getByTestId("owner-logo");
      expect(logo).toHaveAttribute("data-default", "true");
      expect(logo.querySelector("img")).toHaveAttribute("src", DEFAULT_LOGO_URL);
      unmount();
    }
  });
});

describe("PreviewPage Showcase link", () => {
  const AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
  const COMPANY = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
  const published = { ...STORY, url: `https://studio.example.com/creatives/${AD}/2/index.html` };
  const showcaseLink = () => screen.getByRole("link", { name: /Showcase/ });

  it("opens the public showcase of the ad's company, which a signed-out visitor can see", async () => {
    server.use(
      http.get(`*/api/ads/public/${AD}`, () =>
        HttpResponse.json({
          ad: {
            _id: AD,
            name: "Lumen",
            type: "story",
            location: published.url,
            teasers: ["responsive"],
            companyId: COMPANY,
          },
        }),
      ),
    );
    renderPreview(published);
    await waitFor(() => expect(showcaseLink()).toHaveAttribute("href", `/showcase/${COMPANY}`));
    expect(showcaseLink()).toHaveAttribute("target", "_blank");
  });

  it("keeps My Showcase for an ad that is not published (or a creative from elsewhere)", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/ads/public/:id", ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ message: "No published ad has this id." }, { status: 404 });
      }),
    );
    renderPreview(published);
    await waitFor(() => expect(asked).toEqual([AD]));
    expect(showcaseLink()).toHaveAttribute("href", "/my-showcase");
    // A sample creative names no ad: nothing is asked.
    renderPreview(STORY);
    expect(asked).toEqual([AD]);
  });
});
