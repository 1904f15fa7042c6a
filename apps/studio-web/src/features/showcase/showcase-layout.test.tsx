import type { ShowcaseAd } from "@adstudio/api-client";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render";
import { PublicCard } from "./public-card";
import { ShowcaseLayout } from "./showcase-layout";

const AD: ShowcaseAd = {
  _id: "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f",
  name: "Spring coffee",
  type: "mini",
  location: "https://studio.example.com/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/1/index.html",
  thumbnail: "/creatives/9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f/1/thumbnail.png",
  teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
  features: [],
  coverImage: null,
  company: { _id: "c1", name: "Acme", logo: "" },
  previewName: "Spring Roast",
  previewHeading: "Tap to taste",
  status: "published",
  createdBy: "u1",
  createdAt: "2027-02-14T09:30:00.000Z",
};

function layout(props: Partial<Parameters<typeof ShowcaseLayout>[0]> = {}) {
  const onType = vi.fn();
  const onPage = vi.fn();
  renderWithTheme(
    <ShowcaseLayout
      companyId="c1"
      company={{ name: "Acme", logo: "" }}
      heading="My Showcase"
      categories={["mini", "story"]}
      type={undefined}
      onType={onType}
      page={2}
      onPage={onPage}
      docs={[AD]}
      total={17}
      loading={false}
      renderCard={(ad) => <PublicCard ad={ad} />}
      {...props}
    />,
  );
  return { onType, onPage };
}

describe("ShowcaseLayout", () => {
  it("pages with previous and next and says 'Page x of y' (8 a page)", async () => {
    const { onPage } = layout();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it("lists the categories; choosing one filters by it", async () => {
    const { onType } = layout();
    const nav = screen.getByRole("navigation", { name: "Categories" });
    expect(nav).toHaveTextContent("AllMiniStory");
    await userEvent.click(screen.getByRole("button", { name: "Story" }));
    expect(onType).toHaveBeenCalledWith("story");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows 'No Ads to preview' without cards, and no paging", () => {
    layout({ docs: [], total: 0, page: 1 });
    expect(screen.getByText("No Ads to preview")).toBeInTheDocument();
    expect(screen.queryByText(/^Page \d/)).toBeNull();
  });

  it("links a public card to the spec's preview link, with the shareable link in the top bar", () => {
    layout();
    const link = screen.getByRole("link", { name: /Spring Roast/ });
    const url = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(url.pathname).toBe("/preview");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: AD.location,
      size: "300x250",
      type: "mini",
      teasers: "sz300x250,sz728x90",
      name: "Spring coffee",
      uid: "u1",
    });
    expect(screen.getByText("Shareable Link")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /\/showcase\/c1$/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeInTheDocument();
  });
});
