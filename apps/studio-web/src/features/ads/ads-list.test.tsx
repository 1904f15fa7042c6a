import type { AdSummary } from "@adstudio/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, setSessionUser, useSignedIn } from "../../test/session";
import { AdsList } from "./ads-list";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "viewAdDetails", "deleteAds"] },
});

useMockApi();
useSignedIn(signedInUser);

const ACME = { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" };
const GLOBEX = { _id: "6f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Globex" };
const SPRING = { _id: "3c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e", name: "Spring launch", company: ACME._id };
const AUTUMN = { _id: "4c5e7a9b-1d3f-4a5c-8e7a-9b1d3f5a7c9e", name: "Autumn push", company: GLOBEX._id };

function ad(overrides: Partial<AdSummary>): AdSummary {
  return {
    _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
    name: "Spring coffee",
    type: "mini",
    location: "",
    thumbnail: "",
    teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
    features: [],
    coverImage: null,
    company: { ...ACME, logo: "" },
    campaign: SPRING._id,
    campaignName: SPRING.name,
    previewName: "",
    previewHeading: "",
    status: "draft",
    revision: 1,
    version: null,
    createdBy: null,
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: "2026-11-24T14:05:00.000Z",
    ...overrides,
  } as AdSummary;
}

/** A fake GET /api/ads answering `ads`, recording each request's query. */
function serveAds(ads: AdSummary[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get("*/api/ads/choices", () =>
      HttpResponse.json({ companies: [ACME, GLOBEX], campaigns: [SPRING, AUTUMN] }),
    ),
    http.get("*/api/ads", ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const type = query.get("type");
      const found = ads.filter((row) => !type || row.type === type);
      return HttpResponse.json({ ads: found, page: Number(query.get("page")), total: found.length });
    }),
  );
  return requests;
}

function renderList(format?: "story") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <AdsList {...(format ? { format } : {})} />
    </QueryClientProvider>,
  );
}

describe("AdsList", () => {
  it("shows each ad's name, format, sizes, company, campaign, status and last change", async () => {
    serveAds([
      ad({}),
      ad({
        _id: "8a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
        name: "Autumn story",
        type: "story",
        teaser: { mobile: { width: 360, height: 640 } },
        campaign: null,
        campaignName: null,
        status: "published",
        location: "http://localhost/creatives/8a1c/1/index.html",
        thumbnail: "http://localhost/creatives/8a1c/1/thumbnail.png",
      }),
    ]);
    renderList();
    const row = (await screen.findByRole("link", { name: "Spring coffee" })).closest("tr");
    if (!row) throw new Error("no row");
    for (const text of ["Mini", "300x250, 728x90", "Acme Media", "Spring launch", "Draft", "24 Nov 2026"]) {
      expect(within(row).getByText(text, { exact: false })).toBeInTheDocument();
    }
    const story = screen.getByRole("link", { name: "Autumn story" }).closest("tr");
    if (!story) throw new Error("no row");
    expect(within(story).getByText("Published")).toBeInTheDocument();
    // The first frame drawn at publishing stands in for a cover.
    expect(story.querySelector("img")?.getAttribute("src")).toBe(
      "http://localhost/creatives/8a1c/1/thumbnail.png",
    );
    expect(row.querySelector("img")).toBeNull();
    expect(within(story).getByText("—")).toBeInTheDocument();
    // Only a published ad has something hosted to preview.
    expect(
      within(story).getByRole("link", { name: "Preview Autumn story (opens a new tab)" }),
    ).toHaveAttribute(
      "href",
      expect.stringContaining(
        "/preview?url=http%3A%2F%2Flocalhost%2Fcreatives%2F8a1c%2F1%2Findex.html&size=mobile&type=story",
      ),
    );
    expect(within(row).queryByRole("link", { name: /^Preview/ })).not.toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Details of Spring coffee" })).toHaveAttribute(
      "href",
      "/studio/ad-details/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
    );
  });

  it("filters by company and campaign on the server, offering only the chosen company's campaigns", async () => {
    const requests = serveAds([ad({})]);
    renderList();
    await screen.findByRole("link", { name: "Spring coffee" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Company" }));
    await user.click(await screen.findByRole("option", { name: "Globex" }));
    await waitFor(() => expect(requests.at(-1)?.get("company")).toBe(GLOBEX._id));
    expect(requests.at(-1)?.get("page")).toBe("1");
    await user.click(screen.getByRole("combobox", { name: "Campaign" }));
    expect(await screen.findByRole("option", { name: "Autumn push" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Spring launch" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Autumn push" }));
    await waitFor(() => expect(requests.at(-1)?.get("campaign")).toBe(AUTUMN._id));
  });

  it("without any ad, says so and offers to create one from the formats this user may start", async () => {
    serveAds([]);
    renderList();
    expect(await screen.findByText("No ads yet")).toBeInTheDocument();
    const user = userEvent.setup();
    const create = screen.getAllByRole("button", { name: "Create an ad" });
    await user.click(create[create.length - 1] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Create an ad" });
    const formats = within(dialog).getAllByRole("link");
    // A designer: the 16 formats of the non-admin Create Ads menu, without image-generator or XR Studio.
    expect(formats).toHaveLength(16);
    expect(within(dialog).getByRole("link", { name: "Rich Media: Phone" })).toHaveAttribute(
      "href",
      "/studio/pro-ad/rich-media",
    );
    expect(within(dialog).queryByRole("link", { name: /^Image Generator/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: /^XR Studio/ })).not.toBeInTheDocument();
  });

  it("tells a user who may not create ads what the list will hold, without a create button", async () => {
    setSessionUser(sessionUser({ role: { ...signedInUser.role, moduleRoles: ["readAds"] } }));
    serveAds([]);
    renderList();
    expect(
      await screen.findByText("Ads of your companies will be listed here once they are made."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create an ad" })).not.toBeInTheDocument();
  });

  it("as the list of one format, asks the server for that format only and has no format filter", async () => {
    const requests = serveAds([ad({ type: "story", name: "A story" })]);
    renderList("story");
    expect(await screen.findByRole("heading", { name: "Story ads" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "A story" });
    expect(requests.at(-1)?.get("type")).toBe("story");
    expect(screen.queryByRole("combobox", { name: "Format" })).not.toBeInTheDocument();
  });
});
