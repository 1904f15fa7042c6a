import type { AdStats, ShowcaseAd } from "@adstudio/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithTheme } from "../../test/render";
import { ShowcaseLayout } from "./showcase-layout";
import { useAdStats } from "./use-ad-stats";

useMockApi();

const ad = (id: string, name: string, status: "published" | "draft" = "published"): ShowcaseAd => ({
  _id: id,
  name,
  type: "mini",
  location: status === "published" ? `https://studio.example.com/creatives/${id}/1/index.html` : "",
  thumbnail: "",
  teaser: { sz300x250: { width: 300, height: 250 } },
  features: [],
  coverImage: null,
  company: { _id: "c1", name: "Acme", logo: "" },
  previewName: "",
  previewHeading: "",
  status,
  createdBy: "u1",
  createdAt: "2027-02-14T09:30:00.000Z",
});
const SPRING = ad("9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f", "Spring coffee");
const AUTUMN = ad("2b4d6f8a-1c3e-4a5b-9d7f-0e2c4a6b8d1f", "Autumn tea");
const DRAFT = ad("5e7a9c1b-3d5f-4b7d-8f1a-2c4e6a8b0d3f", "Winter draft", "draft");

function Page({ docs }: { docs: ShowcaseAd[] }) {
  const stats = useAdStats(docs);
  return (
    <ShowcaseLayout
      companyId="c1"
      company={{ name: "Acme", logo: "" }}
      heading="Acme showcase"
      categories={[]}
      type={undefined}
      onType={() => {}}
      page={1}
      onPage={() => {}}
      docs={docs}
      total={docs.length}
      loading={false}
      stats={stats}
      renderCard={(card) => <article aria-label={card.name}>{card.name}</article>}
    />
  );
}

/** The fake API: answers each call with `counts()` and records the ids asked for. */
function statsApi(counts: () => AdStats[]) {
  const calls: string[][] = [];
  server.use(
    http.post("*/api/rmcreator/adStats", async ({ request }) => {
      calls.push(((await request.json()) as { ids: string[] }).ids);
      return HttpResponse.json({ docs: counts() });
    }),
  );
  return calls;
}

const cardOf = (name: string) => screen.getByRole("article", { name }).closest("li") as HTMLElement;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", {
    value: hidden ? "hidden" : "visible",
    configurable: true,
  });
  // As a browser does: at the document, bubbling to the window (where TanStack Query listens).
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe("a showcase card's live counts", () => {
  it("shows short counts named in full, from one request for the page's published ads", async () => {
    const calls = statsApi(() => [
      { _id: SPRING._id, impressions: 1234, scans: 1 },
      { _id: AUTUMN._id, impressions: 999, scans: 1_250_000 },
    ]);
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <Page docs={[SPRING, DRAFT, AUTUMN]} />
      </QueryClientProvider>,
    );
    const spring = within(cardOf("Spring coffee"));
    expect(await spring.findByRole("img", { name: "1,234 impressions" })).toHaveTextContent("1.2k");
    expect(spring.getByRole("img", { name: "1 scan" })).toHaveTextContent("1");
    const autumn = within(cardOf("Autumn tea"));
    expect(autumn.getByRole("img", { name: "999 impressions" })).toHaveTextContent("999");
    expect(autumn.getByRole("img", { name: "1,250,000 scans" })).toHaveTextContent("1.3m");
    // A draft has no preview to be seen or scanned: no counts, and not asked for.
    expect(within(cardOf("Winter draft")).queryByRole("img")).toBeNull();
    expect(calls).toEqual([[SPRING._id, AUTUMN._id]]);
  });

  it("reads again every 30 s while shown, nothing while the tab is hidden, once on coming back", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let impressions = 10;
    const calls = statsApi(() => [{ _id: SPRING._id, impressions, scans: 0 }]);
    renderWithTheme(
      <QueryClientProvider client={new QueryClient()}>
        <Page docs={[SPRING]} />
      </QueryClientProvider>,
    );
    await screen.findByRole("img", { name: "10 impressions" });

    impressions = 11;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByRole("img", { name: "11 impressions" });
    expect(calls).toHaveLength(2);

    setHidden(true);
    impressions = 12;
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(calls).toHaveLength(2);

    await act(async () => setHidden(false));
    await screen.findByRole("img", { name: "12 impressions" });
    await waitFor(() => expect(calls).toHaveLength(3));
  });
});
