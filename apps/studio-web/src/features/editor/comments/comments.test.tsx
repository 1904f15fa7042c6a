import type { AdComment } from "@adstudio/api-client";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { sessionUser, useSignedIn } from "../../../test/session";
import { EditorCanvas } from "../canvas/editor-canvas";
import { useCanvasHost } from "../canvas/test-canvas-host";
import { EditorToolbar } from "../shell/editor-toolbar";
import { renderInEditor, TEST_AD_ID, testAd } from "../test-editor";
import { EditorCommentsProvider } from "./comments-state";
import { EditorCommentsPanel } from "./editor-comments-panel";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "updateAds"] },
});

useMockApi();
useSignedIn(signedInUser);
useCanvasHost();

const DANA = "1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a";
const comment = (id: string, body: string, extra: Partial<AdComment> = {}): AdComment => ({
  _id: id,
  version: 0,
  parent: null,
  pin: { size: "sz300x250", page: "page1", x: 0.5, y: 0.25, layer: null },
  body,
  author: { kind: "user", _id: DANA, name: "Dana Designer" },
  mentions: [],
  resolved: false,
  resolvedBy: null,
  resolvedAt: null,
  resolvedVersion: null,
  createdAt: "2026-12-06T09:30:00.000Z",
  ...extra,
});
const ids = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

let listed: AdComment[];
let posted: unknown[];
beforeEach(() => {
  posted = [];
  listed = [
    comment(ids(1), "Bigger logo, please"),
    comment(ids(2), "Done in the next version.", { parent: ids(1), pin: null }),
    comment(ids(3), '<img src=x onerror="alert(1)">', {
      pin: { size: "sz300x250", page: null, x: 0.1, y: 0.9, layer: null },
    }),
    comment(ids(4), "Old note", {
      resolved: true,
      resolvedBy: "Ada Advertiser",
      resolvedAt: "2026-12-06T10:00:00.000Z",
      resolvedVersion: 0,
    }),
  ];
  server.use(
    http.get(`*/api/ads/comments/people/${TEST_AD_ID}`, () =>
      HttpResponse.json({ people: [{ _id: DANA, name: "Dana Designer", username: "dana" }] }),
    ),
    http.get(`*/api/ads/comments/${TEST_AD_ID}`, () =>
      HttpResponse.json({ version: 0, currentVersion: 0, comments: listed }),
    ),
    http.post(`*/api/ads/comments/${TEST_AD_ID}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      const made = comment(
        ids(9),
        String(body.body),
        body.parent ? { parent: String(body.parent), pin: null } : {},
      );
      listed = [...listed, made];
      return HttpResponse.json({ comment: made }, { status: 201 });
    }),
    http.post("*/api/ads/comments/resolve/:id", async ({ params, request }) => {
      const { resolved } = (await request.json()) as { resolved: boolean };
      posted.push({ resolve: params.id, resolved });
      listed = listed.map((c) =>
        c._id === params.id
          ? {
              ...c,
              resolved,
              resolvedBy: resolved ? "Dana Designer" : null,
              resolvedVersion: resolved ? 0 : null,
            }
          : c,
      );
      return HttpResponse.json({ comment: listed.find((c) => c._id === params.id) });
    }),
    http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })),
  );
});

function setup() {
  return renderInEditor(
    <EditorCommentsProvider>
      <EditorToolbar onShortcuts={() => {}} />
      <EditorCanvas />
      <EditorCommentsPanel />
    </EditorCommentsProvider>,
  );
}

describe("comments in the editor", () => {
  it("shows nothing until toggled, then numbered markers at the pins and the threads, open ones first", async () => {
    const user = userEvent.setup();
    setup();
    const toggle = await screen.findByRole("button", { name: "Comments" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByTestId("comment-markers")).toBeNull();
    await user.keyboard("{Shift>}C{/Shift}");
    expect(toggle).toHaveAttribute("aria-pressed", "true");

    const threads = await screen.findAllByTestId("comment-thread");
    expect(threads.map((t) => t.getAttribute("aria-label"))).toEqual([
      "Comment 1",
      "Comment 2",
      "Comment 3, resolved",
    ]);
    expect(within(threads[0] as HTMLElement).getByText("Done in the next version.")).toBeInTheDocument();
    expect(
      within(threads[2] as HTMLElement).getByText(/Resolved by Ada Advertiser on version 0/),
    ).toBeInTheDocument();
    // Markup in a body is text: no image element, the characters as typed.
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector("[data-testid=comments-panel] img")).toBeNull();

    // A 300x250 at zoom 1: the pin (0.5, 0.25) sits at (150, 62.5) in the stage.
    const marker = screen.getByRole("button", { name: "Comment 1 by Dana Designer" });
    expect(marker).toHaveStyle({ left: "150px", top: "62.5px" });
    expect(marker).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: "Comment 3 by Dana Designer (resolved)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Comment 2 by Dana Designer" }));
    await waitFor(() => expect(threads[1]).toHaveFocus());
    expect(threads[1]).toHaveAttribute("data-active", "true");
  });

  it("says it is loading, then that a version has no comments yet", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`*/api/ads/comments/${TEST_AD_ID}`, async () => {
        await answered;
        return HttpResponse.json({ version: 0, currentVersion: 0, comments: [] });
      }),
    );
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Comments" }));
    expect(await screen.findByRole("status", { name: "Loading comments" })).toHaveTextContent(
      "Loading comments…",
    );
    answer();
    expect(await screen.findByTestId("comments-empty")).toHaveTextContent(
      "No comments on this version yet. Choose “Pin a comment”, then click the canvas.",
    );
  });

  it("pins a new comment in comment mode, replies and resolves; Escape leaves comment mode", async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Comments" }));
    await screen.findAllByTestId("comment-thread");

    await user.click(screen.getByRole("button", { name: "Pin a comment" }));
    const placer = screen.getByRole("button", { name: /^Pin a comment here/ });
    await waitFor(() => expect(placer).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("comment-placer")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Pin a comment" }));
    await waitFor(() => expect(screen.getByTestId("comment-placer")).toHaveFocus());
    await user.keyboard("{Enter}");
    const field = await screen.findByRole("textbox", { name: "New comment" });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, "Move the CTA up @da");
    const offered = await screen.findByRole("listbox", { name: "People to mention" });
    expect(within(offered).getByRole("option", { name: "Dana Designer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(field).toHaveValue("Move the CTA up @Dana Designer "));
    expect(screen.queryByRole("listbox", { name: "People to mention" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          body: "Move the CTA up @Dana Designer ",
          size: "sz300x250",
          page: "page1",
          x: 0.5,
          y: 0.5,
          mentions: [DANA],
        },
      ]),
    );
    expect(await screen.findByText("Move the CTA up @Dana Designer")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reply to comment 1" }));
    await user.type(
      screen.getByRole("textbox", { name: "Reply to comment 1" }),
      "On it{Control>}{Enter}{/Control}",
    );
    await waitFor(() => expect(posted[1]).toEqual({ body: "On it", parent: ids(1) }));

    await user.click(screen.getByRole("button", { name: "Resolve comment 1" }));
    await waitFor(() => expect(posted[2]).toEqual({ resolve: ids(1), resolved: true }));
    expect(await screen.findByRole("article", { name: "Comment 1, resolved" })).toBeInTheDocument();
    await act(async () => {});
  });
});
