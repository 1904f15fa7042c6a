import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { sessionUser, setSessionUser, useSignedIn } from "../../test/session";
import { fastUser } from "../../test/user";
import { AD_ID, adRecord, detailsHandlers, renderDetails } from "../ads/details/test-details";

useMockApi();

const designer = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "viewAdDetails", "createAds", "updateAds"] },
});
const advertiser = sessionUser({
  role: { roleName: "advertiser", moduleRoles: ["readAds", "viewAdDetails", "approveAds"] },
});
useSignedIn(designer);

const dana = { _id: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d", name: "Dana Designer" };
const ari = { _id: "3b5d7f9a-1c3e-4a5c-9e7a-1b3d5f7a9c2e", name: "Ari Advertiser" };
const event = (
  n: number,
  action: string,
  from: string,
  to: string,
  actor: typeof dana,
  note: string | null,
) => ({
  _id: `0c2e4a6c-8e0a-4c2e-9a4c-6e8a0c2e4a6${n}`,
  version: action === "published" ? null : n > 2 ? 2 : 1,
  action,
  fromState: from,
  toState: to,
  actor,
  note,
  createdAt: `2027-02-1${n}T10:00:00.000Z`,
});
const IN_REVIEW = {
  state: "in_review",
  approvalRequired: true,
  version: 2,
  approvedVersion: null,
  versions: [
    { version: 2, revision: 4, requestedBy: dana, createdAt: "2027-02-13T10:00:00.000Z" },
    { version: 1, revision: 2, requestedBy: dana, createdAt: "2027-02-11T10:00:00.000Z" },
  ],
  events: [
    event(3, "requested", "changes_requested", "in_review", dana, "Logo is bigger now"),
    event(2, "changes_requested", "in_review", "changes_requested", ari, "Bigger logo, <b>please</b>"),
    event(1, "requested", "draft", "in_review", dana, null),
  ],
};

const approvalCard = () => screen.findByRole("region", { name: "Approval" });

describe("the Approval card on ad details", () => {
  it("shows the state, the current version, the company's rule and the trail newest first", async () => {
    server.use(
      http.get(`*/api/ads/approval/${AD_ID}`, async () => {
        await delay(50);
        return HttpResponse.json({ approval: IN_REVIEW });
      }),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const card = await approvalCard();
    expect(within(card).getByRole("status")).toHaveTextContent("Loading the approval…");
    expect(await within(card).findByText("In review")).toBeInTheDocument();
    expect(within(card).getByText("Current version: 2, sent by Dana Designer.")).toBeInTheDocument();
    expect(
      within(card).getByText("Approval required: this company publishes only an approved version."),
    ).toBeInTheDocument();
    const steps = within(within(card).getByRole("list", { name: "Approval history" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(
        /^Dana Designer requested review of version 2\d{1,2} Feb 2027, \d{2}:\d{2}Logo is bigger now$/,
      ),
      expect.stringMatching(/^Ari Advertiser requested changes to version 1.*Bigger logo, <b>please<\/b>$/),
      expect.stringMatching(/^Dana Designer requested review of version 1\d{1,2} Feb 2027, \d{2}:\d{2}$/),
    ]);
    // A note is text, never markup.
    expect(card.querySelector("b")).toBeNull();
    // A designer may not decide; their request waits while a version is in review.
    expect(within(card).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Request review" })).toBeDisabled();
    expect(
      within(card).getByText(
        "Version 2 is waiting for an approver's decision; edit the ad to send a new version.",
      ),
    ).toBeInTheDocument();
  });

  it("offers a draft saved since the version in review as the next version", async () => {
    server.use(
      http.get(`*/api/ads/approval/${AD_ID}`, () => HttpResponse.json({ approval: IN_REVIEW })),
      ...detailsHandlers(adRecord({ revision: 5 })),
    );
    renderDetails(adRecord({ revision: 5 }));
    const card = await approvalCard();
    expect(await within(card).findByText("In review")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Request review" })).toBeEnabled();
    expect(within(card).queryByText(/is waiting for an approver's decision/)).not.toBeInTheDocument();
  });

  it("requests review with a note, then shows the new state", async () => {
    const sent: unknown[] = [];
    const requested = {
      ...IN_REVIEW,
      approvalRequired: false,
      version: 1,
      versions: [IN_REVIEW.versions[1]],
      events: [IN_REVIEW.events[2]],
    };
    let approval: unknown = {
      state: "draft",
      approvalRequired: false,
      version: 0,
      approvedVersion: null,
      versions: [],
      events: [],
    };
    server.use(
      http.get(`*/api/ads/approval/${AD_ID}`, () => HttpResponse.json({ approval })),
      http.post(`*/api/ads/review/${AD_ID}`, async ({ request }) => {
        sent.push(await request.json());
        approval = requested;
        return HttpResponse.json({ approval: requested });
      }),
      ...detailsHandlers(adRecord(), [], approval),
    );
    renderDetails(adRecord());
    const card = await approvalCard();
    expect(await within(card).findByText("Draft")).toBeInTheDocument();
    expect(within(card).getByText("No version has been sent for review yet.")).toBeInTheDocument();
    expect(
      within(card).getByText("No approval steps yet: requesting review starts the trail."),
    ).toBeInTheDocument();
    expect(
      within(card).getByText("Approval is optional for this company: the ad can be published without it."),
    ).toBeInTheDocument();
    const user = fastUser();
    await user.click(within(card).getByRole("button", { name: "Request review" }));
    const dialog = await screen.findByRole("dialog", { name: "Request review" });
    await user.type(within(dialog).getByLabelText("Note"), "  First cut  ");
    await user.click(within(dialog).getByRole("button", { name: "Send for review" }));
    await waitFor(() => expect(sent).toEqual([{ revision: 4, note: "First cut" }]));
    expect(await screen.findByText("Version 1 sent for review.")).toBeInTheDocument();
    expect(await within(card).findByText("In review")).toBeInTheDocument();
  });

  it("lets an approver approve the version in review, or request changes", async () => {
    setSessionUser(advertiser);
    const decisions: unknown[] = [];
    server.use(
      http.post(`*/api/ads/approve/${AD_ID}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        decisions.push(body);
        return HttpResponse.json({
          approval: { ...IN_REVIEW, state: "changes_requested", events: IN_REVIEW.events },
        });
      }),
      ...detailsHandlers(adRecord(), [], IN_REVIEW),
    );
    renderDetails(adRecord());
    const card = await approvalCard();
    const user = fastUser();
    // No updateAds: no review request for an advertiser.
    await within(card).findByRole("button", { name: "Approve" });
    expect(within(card).queryByRole("button", { name: "Request review" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Request changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Request changes: version 2" });
    await user.type(within(dialog).getByLabelText("Note"), "Darker background");
    await user.click(within(dialog).getByRole("button", { name: "Request changes" }));
    await waitFor(() =>
      expect(decisions).toEqual([{ version: 2, decision: "request_changes", note: "Darker background" }]),
    );
    expect(await screen.findByText("Changes requested to version 2.")).toBeInTheDocument();
  });

  it("says what went wrong when the approval cannot be loaded, and tries again", async () => {
    let fail = true;
    server.use(
      http.get(`*/api/ads/approval/${AD_ID}`, () =>
        fail
          ? HttpResponse.json({ message: "The database is not answering." }, { status: 500 })
          : HttpResponse.json({ approval: IN_REVIEW }),
      ),
      ...detailsHandlers(adRecord()),
    );
    renderDetails(adRecord());
    const card = await approvalCard();
    expect(await within(card).findByText("Could not load the approval")).toBeInTheDocument();
    fail = false;
    await fastUser().click(within(card).getByRole("button", { name: "Try again" }));
    expect(await within(card).findByText("In review")).toBeInTheDocument();
  });
});
