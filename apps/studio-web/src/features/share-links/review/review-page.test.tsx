import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderWithTheme } from "../../../test/render";
import { ReviewPage } from "./review-page";

useMockApi();
// The page lists the link's comments beside the ad (their own tests are in review-comments.test.tsx).
beforeEach(() => {
  server.use(
    http.get("*/api/review/comments", () =>
      HttpResponse.json({ version: 2, currentVersion: 2, comments: [] }),
    ),
  );
});

const TOKEN = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
const REVIEW = {
  ad: {
    _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
    name: "<img src=x onerror=alert(1)> Spring",
    type: "mini",
  },
  company: { name: "Acme Coffee", logo: "" },
  link: { _id: "3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b", mode: "view", expiresAt: "2026-12-20T10:00:00.000Z" },
  version: 2,
  draft: false,
  sizes: [
    {
      size: "sz300x250",
      width: 300,
      height: 250,
      frame: "http://localhost:3000/api/review/frame?ticket=t300",
    },
    { size: "sz728x90", width: 728, height: 90, frame: "http://localhost:3000/api/review/frame?ticket=t728" },
  ],
};

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ReviewPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

describe("the review page", () => {
  it("shows the company, the ad's name as text, its version, a size picker and the framed size", async () => {
    const user = userEvent.setup();
    let token: string | null = null;
    server.use(
      http.get("*/api/review", ({ request }) => {
        token = request.headers.get("x-review-token");
        return HttpResponse.json(REVIEW);
      }),
    );
    const { container } = renderReview();
    expect(screen.getByRole("status", { name: "Loading the review" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: REVIEW.ad.name })).toBeInTheDocument();
    expect(token).toBe(TOKEN);
    expect(container.querySelector("img[src='x']")).toBeNull();
    expect(screen.getByText("Acme Coffee")).toBeInTheDocument();
    expect(screen.getByText("Version 2")).toBeInTheDocument();
    const frame = screen.getByTitle(`Creative: ${REVIEW.ad.name}`);
    expect(frame.getAttribute("src")).toContain("ticket=t300");
    expect(frame.getAttribute("src")).toContain("preview=1");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
    await user.click(screen.getByRole("radio", { name: "728x90" }));
    expect(screen.getByTitle(`Creative: ${REVIEW.ad.name}`).getAttribute("src")).toContain("ticket=t728");
  });

  it("says when it shows the draft because no review was requested yet", async () => {
    server.use(http.get("*/api/review", () => HttpResponse.json({ ...REVIEW, version: 0, draft: true })));
    renderReview();
    expect(await screen.findByText("Draft (no review requested yet)")).toBeInTheDocument();
  });

  it("asks for the password, says when it is wrong, and opens with the right one", async () => {
    const user = userEvent.setup();
    server.use(
      http.get("*/api/review", ({ request }) => {
        const password = request.headers.get("x-review-password");
        if (password === "legal-review") return HttpResponse.json(REVIEW);
        const message = password
          ? "Wrong password for this review link."
          : "This review link needs a password.";
        return HttpResponse.json({ message, passwordRequired: true }, { status: 401 });
      }),
    );
    renderReview();
    const field = await screen.findByLabelText(/^Password/);
    expect(screen.queryByText(/Spring/)).toBeNull();
    await user.type(field, "guess-guess");
    await user.click(screen.getByRole("button", { name: "Open the review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong password for this review link.");
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), "legal-review{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: REVIEW.ad.name })).toBeInTheDocument();
  });

  it.each([
    [410, "This review link was revoked. Ask for a new one.", "This review link is no longer available"],
    [410, "This review link has expired. Ask for a new one.", "This review link is no longer available"],
    [404, "This review link does not exist. Ask for a new one.", "Review link not found"],
  ])("shows a clear page for %i and nothing of the ad", async (status, message, heading) => {
    server.use(http.get("*/api/review", () => HttpResponse.json({ message }, { status })));
    renderReview();
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByTitle(/Creative/)).toBeNull();
  });

  it("shows the throttling message without a retry, and offers a retry after a failure", async () => {
    const message = "Too many attempts to open review links. Try again in 15 minutes.";
    server.use(
      http.get("*/api/review", () => HttpResponse.json({ message, retryAfter: 900 }, { status: 429 })),
    );
    const { unmount } = renderReview();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    unmount();

    let calls = 0;
    server.use(
      http.get("*/api/review", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: "Internal server error" }, { status: 500 })
          : HttpResponse.json(REVIEW);
      }),
    );
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: REVIEW.ad.name })).toBeInTheDocument(),
    );
  });
});
