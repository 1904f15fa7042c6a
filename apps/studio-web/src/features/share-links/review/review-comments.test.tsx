import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderWithTheme } from "../../../test/render";
import { ReviewPage } from "./review-page";

useMockApi();

const TOKEN = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";
const LINK_ID = "3c5e7a9b-1d2f-4a6c-8e0b-2d4f6a8c0e1b";
const XSS = "<img src=x onerror=window.__xss=1>";
const review = (mode: "view" | "comment") => ({
  ad: { _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f", name: "Spring coffee", type: "mini" },
  company: { name: "Acme Coffee", logo: "" },
  link: { _id: LINK_ID, mode, expiresAt: "2026-12-20T10:00:00.000Z" },
  version: 1,
  draft: false,
  sizes: [
    { size: "sz300x250", width: 300, height: 250, frame: "http://localhost:3000/api/review/frame?ticket=t" },
  ],
});
const comment = (id: string, body: string, name: string) => ({
  _id: id,
  version: 1,
  parent: null,
  pin: { size: "sz300x250", page: null, x: 0.5, y: 0.4, layer: null },
  body,
  author: { kind: "reviewer", _id: null, name },
  mentions: [],
  resolved: false,
  resolvedBy: null,
  resolvedAt: null,
  resolvedVersion: null,
  createdAt: "2026-12-06T10:00:00.000Z",
});

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <ReviewPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe("comments on the review page", () => {
  it("asks a name once, pins a comment where the ad is clicked and sends it signed, then shows its marker", async () => {
    const user = userEvent.setup();
    const stored: ReturnType<typeof comment>[] = [];
    let posted: Record<string, unknown> | null = null;
    let postedToken: string | null = null;
    server.use(
      http.get("*/api/review", () => HttpResponse.json(review("comment"))),
      http.get("*/api/review/comments", () =>
        HttpResponse.json({ version: 1, currentVersion: 1, comments: stored }),
      ),
      http.post("*/api/review/comments", async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        postedToken = request.headers.get("x-review-token");
        const made = comment(
          "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d",
          String(posted.body),
          String(posted.name),
        );
        stored.push(made);
        return HttpResponse.json({ comment: made }, { status: 201 });
      }),
    );
    renderReview();
    expect(await screen.findByText("No comments on this version yet.", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pin a comment" })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Your name" }), "  Lee Legal ");
    await user.type(screen.getByRole("textbox", { name: "E-mail (optional)" }), "lee@");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Enter a valid e-mail address, or leave it empty.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "E-mail (optional)" }), "brand.example");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Lee Legal")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`adstudio.reviewer.${LINK_ID}`) ?? "{}")).toEqual({
      name: "Lee Legal",
      email: "lee@brand.example",
    });

    await user.click(screen.getByRole("button", { name: "Pin a comment" }));
    // The keyboard places the pin at the ad's centre.
    const placer = await screen.findByTestId("comment-placer");
    expect(placer).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.type(await screen.findByRole("textbox", { name: "New comment" }), "Bigger price");
    await user.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toEqual({
      body: "Bigger price",
      size: "sz300x250",
      x: 0.5,
      y: 0.5,
      name: "Lee Legal",
      email: "lee@brand.example",
    });
    expect(postedToken).toBe(TOKEN);
    const markers = await screen.findByTestId("comment-markers");
    expect(
      await within(markers).findByRole("button", { name: "Comment 1 by Lee Legal" }),
    ).toBeInTheDocument();
  });

  it("remembers the name for the link and shows stored script-like text as text", async () => {
    localStorage.setItem(`adstudio.reviewer.${LINK_ID}`, JSON.stringify({ name: "Kim", email: "" }));
    server.use(
      http.get("*/api/review", () => HttpResponse.json(review("comment"))),
      http.get("*/api/review/comments", () =>
        HttpResponse.json({
          version: 1,
          currentVersion: 1,
          comments: [comment("1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a", XSS, XSS)],
        }),
      ),
    );
    const { container } = renderReview();
    expect(await screen.findByText("Kim")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your name" })).toBeNull();
    expect(screen.getByRole("button", { name: "Pin a comment" })).toBeInTheDocument();
    expect(await screen.findAllByText(XSS)).not.toHaveLength(0);
    expect(container.querySelector("img[src='x']")).toBeNull();
  });

  it("lets a view link read the comments but not add any", async () => {
    server.use(
      http.get("*/api/review", () => HttpResponse.json(review("view"))),
      http.get("*/api/review/comments", () =>
        HttpResponse.json({
          version: 1,
          currentVersion: 1,
          comments: [comment("1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a", "Looks good", "Ada")],
        }),
      ),
    );
    renderReview();
    expect(await screen.findByText("Looks good")).toBeInTheDocument();
    expect(screen.getByText(/This link lets you view the ad and its comments/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pin a comment" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your name" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Reply/ })).toBeNull();
  });

  it("says when the comments did not load", async () => {
    server.use(
      http.get("*/api/review", () => HttpResponse.json(review("comment"))),
      http.get("*/api/review/comments", () =>
        HttpResponse.json({ message: "This review link was revoked. Ask for a new one." }, { status: 410 }),
      ),
    );
    renderReview();
    expect(await screen.findByText("The comments did not load")).toBeInTheDocument();
    expect(screen.getByText("This review link was revoked. Ask for a new one.")).toBeInTheDocument();
  });
});
