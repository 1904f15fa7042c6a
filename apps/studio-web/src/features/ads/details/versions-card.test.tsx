import type { AdVersion } from "@adstudio/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { sessionUser, setSessionUser, useSignedIn } from "../../../test/session";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "./test-details";

const signedInUser = sessionUser({
  role: {
    roleName: "designer",
    moduleRoles: ["readAds", "viewAdDetails", "createAds", "updateAds"],
  },
});

useMockApi();
useSignedIn(signedInUser);

const dana = { _id: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", name: "Dana Designer" };
const version = (n: number, notes: string | null, live: boolean, by = dana): AdVersion => ({
  version: n,
  revision: n + 1,
  sizes: ["sz970x250", "sz728x90"],
  notes,
  publishedBy: by,
  publishedAt: `2027-02-1${n}T15:10:00.000Z`,
  location: `http://localhost:3000/creatives/${AD_ID}/${n}/index.html`,
  live,
});
const TWO = [version(2, "New headline", true), version(1, "Spring launch\nfirst cut", false)];

const versionsCard = () => screen.findByRole("region", { name: "Versions" });

describe("Versions on the ad details", () => {
  it("lists the versions newest first, with the live one, when, by whom and the notes", async () => {
    const versions = [TWO[0], { ...TWO[1], publishedBy: null }];
    server.use(
      // Slow enough to see the loading state; before the shared handlers, so it answers.
      http.get(`*/api/ads/versions/${AD_ID}`, async () => {
        await delay(50);
        return HttpResponse.json({ versions });
      }),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    await screen.findByRole("heading", { level: 1, name: /Belt sale$/ });
    expect(within(await versionsCard()).getByText("Loading versions…")).toBeInTheDocument();

    const rows = await within(await versionsCard()).findAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["Version 2", "Version 1"]);
    const [live, older] = rows as [HTMLElement, HTMLElement];
    expect(within(live).getByText("Live")).toBeInTheDocument();
    expect(
      within(live).getByText(/^Published \d{1,2} Feb 2027, \d{2}:\d{2} by Dana Designer$/),
    ).toBeInTheDocument();
    expect(within(live).getByText("New headline")).toBeInTheDocument();
    expect(within(live).queryByRole("button", { name: /Make live again/ })).not.toBeInTheDocument();
    expect(within(older).queryByText("Live")).not.toBeInTheDocument();
    expect(within(older).getByText(/by a user who no longer exists$/)).toBeInTheDocument();
    expect(within(older).getByText(/Spring launch\s+first cut/)).toBeInTheDocument();
    expect(within(older).getByRole("button", { name: "Make live again: version 1" })).toBeInTheDocument();
  });

  it("says so before the first publish", async () => {
    const draft = adRecord({ location: "", status: "draft", version: null });
    server.use(...detailsHandlers(draft, []));
    renderDetails(draft);
    expect(
      await within(await versionsCard()).findByText("No versions yet: each publish adds one here."),
    ).toBeInTheDocument();
  });

  it("makes an older version live again as a copy, optionally restoring the draft, and refreshes", async () => {
    let sent: unknown;
    let versions = TWO;
    const after = adRecord({ version: 3, revision: 5 });
    server.use(
      http.get(`*/api/ads/versions/${AD_ID}`, () => HttpResponse.json({ versions })),
      http.get(`*/api/ads/${AD_ID}`, () => HttpResponse.json({ ad: sent ? after : adRecord() })),
      http.post(`*/api/ads/rollback/${AD_ID}`, async ({ request }) => {
        sent = await request.json();
        versions = [version(3, "Rollback to version 1", true), ...TWO.map((v) => ({ ...v, live: false }))];
        return HttpResponse.json({ ad: after });
      }),
      // The page's other cards (approval, tags, share links); the handlers above come first and answer.
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Make live again: version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Make version 1 live again" });
    expect(
      within(dialog).getByText(
        "Version 1 is published again as a copy: a new version 3 that serves exactly what version 1 served. No version is changed or removed; the preview link, the embed and the VAST tag move to version 3.",
      ),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("checkbox", { name: "Also restore this design into the draft" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Make live again" }));

    await waitFor(() => expect(sent).toEqual({ version: 1, revision: 4, restoreDraft: true }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Make version 1 live again" })).not.toBeInTheDocument(),
    );
    const card = await versionsCard();
    await waitFor(() => expect(within(card).getAllByRole("listitem")).toHaveLength(3));
    const [newest] = within(card).getAllByRole("listitem") as [HTMLElement];
    expect(newest).toHaveAccessibleName("Version 3");
    expect(within(newest).getByText("Live")).toBeInTheDocument();
    expect(within(newest).getByText("Rollback to version 1")).toBeInTheDocument();
    // The page follows: the summary shows the new published version.
    const summary = screen.getByRole("region", { name: "Summary" });
    await waitFor(() =>
      expect(within(summary).getByText("Published version").nextElementSibling).toHaveTextContent(/^3$/),
    );
  });

  it("shows the server's message on a 409 and retries with the reloaded revision", async () => {
    const stale = "This ad was changed by someone else. Reload it to see their changes.";
    const bodies: unknown[] = [];
    let current = adRecord();
    server.use(
      http.get(`*/api/ads/${AD_ID}`, () => HttpResponse.json({ ad: current })),
      ...detailsHandlers(adRecord(), TWO),
      http.post(`*/api/ads/rollback/${AD_ID}`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          // Someone saved meanwhile: the ad is at revision 6 now.
          current = adRecord({ revision: 6, updatedAt: "2026-11-25T10:00:00.000Z" });
          return HttpResponse.json({ message: stale, errors: { revision: stale } }, { status: 409 });
        }
        return HttpResponse.json({ ad: adRecord({ version: 3, revision: 6 }) });
      }),
    );
    renderDetails(adRecord());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Make live again: version 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Make version 1 live again" });
    await user.click(within(dialog).getByRole("button", { name: "Make live again" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(stale);
    expect(bodies).toEqual([{ version: 1, revision: 4, restoreDraft: false }]);
    // Said once, in the dialog: no toast repeats it.
    const toasts = [...document.querySelectorAll(".mantine-Notification-root")].map((t) => t.textContent);
    expect(toasts.filter((text) => text?.includes(stale))).toEqual([]);

    // The page reloads the ad (its last change shows the other save); trying again sends its revision.
    const summary = screen.getByRole("region", { name: "Summary" });
    await waitFor(() =>
      expect(within(summary).getByText("Last change").nextElementSibling).toHaveTextContent(/^25 Nov 2026/),
    );
    await user.click(within(dialog).getByRole("button", { name: "Make live again" }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ version: 1, revision: 6, restoreDraft: false }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Make version 1 live again" })).not.toBeInTheDocument(),
    );
  });

  it("offers no rollback to someone who may not update ads", async () => {
    setSessionUser(
      sessionUser({ role: { ...signedInUser.role, moduleRoles: ["readAds", "viewAdDetails"] } }),
    );
    server.use(...detailsHandlers(adRecord(), TWO));
    renderDetails(adRecord());
    expect(await within(await versionsCard()).findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Make live again/ })).not.toBeInTheDocument();
  });
});
