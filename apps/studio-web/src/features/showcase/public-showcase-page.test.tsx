import type { ShowcaseAd } from "@adstudio/api-client";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { server, useMockApi } from "../../test/msw";
import { PublicShowcasePage } from "./public-showcase-page";

useMockApi();

const COMPANY = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const ad = (name: string): ShowcaseAd => ({
  _id: crypto.randomUUID(),
  name,
  type: "mini",
  location: "/creatives/x/1/index.html",
  thumbnail: "",
  teaser: { sz300x250: { width: 300, height: 250 } },
  features: [],
  coverImage: null,
  company: { _id: COMPANY, name: "Acme", logo: "" },
  previewName: name,
  previewHeading: "",
  status: "published",
  createdBy: "u1",
  createdAt: "2027-02-14T09:30:00.000Z",
});

/** The element the server's /showcase/{companyId} page carries (apps/api showcase first-paint). */
function serverPageCarries(docs: ShowcaseAd[]) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = "showcase-bootstrap";
  element.textContent = JSON.stringify({
    companyId: COMPANY,
    list: { docs, total: 9, company: { _id: COMPANY, name: "Acme", logo: "" } },
    categories: { docs: ["mini"] },
  });
  document.body.append(element);
}

function renderPage(page: number) {
  // As the app's client (app/router.tsx): answers stay fresh for 30 s.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const ui = (p: number) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <PublicShowcasePage
          companyId={COMPANY}
          page={p}
          type={undefined}
          onView={() => {}}
          notFound="Page not found"
        />
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(ui(page));
  return { rerender: (p: number) => view.rerender(ui(p)) };
}

afterEach(() => document.getElementById("showcase-bootstrap")?.remove());

describe("PublicShowcasePage with the server page's first view", () => {
  it("draws its cards in the first render without asking the API, and asks for the next page", async () => {
    const asked: number[] = [];
    server.use(
      http.post("*/api/rmcreator/adsListById", async ({ request }) => {
        const body = (await request.json()) as { page: number };
        asked.push(body.page);
        return HttpResponse.json({
          docs: [ad("Page two ad")],
          total: 9,
          company: { _id: COMPANY, name: "Acme", logo: "" },
        });
      }),
      http.post("*/api/rmcreator/adCategoriesById", () => HttpResponse.json({ docs: ["mini"] })),
      // The cards' live counts come after the first paint (their own request, not part of the first view).
      http.post("*/api/rmcreator/adStats", () => HttpResponse.json({ docs: [] })),
    );
    serverPageCarries([ad("Spring Roast"), ad("Autumn Blend")]);
    const page = renderPage(1);
    // No wait: the cards, the title's company and the category are there at once.
    expect(screen.getByText("Spring Roast")).toBeInTheDocument();
    expect(screen.getByText("Autumn Blend")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Acme showcase" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(document.getElementById("showcase-bootstrap")).toBeNull();
    page.rerender(2);
    expect(await screen.findByText("Page two ad")).toBeInTheDocument();
    expect(asked).toEqual([2]);
  });
});
