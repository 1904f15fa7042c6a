import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { Pager } from "./pager";

const renderPager = (page: number, total: number) =>
  render(
    <MantineProvider theme={theme} env="test">
      <Pager page={page} total={total} onPage={() => {}} />
    </MantineProvider>,
  );

describe("Pager", () => {
  it("shows 'Page 1 of 1' with previous and next disabled when the ads fit one page", () => {
    renderPager(1, 3);
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("pages 8 ads at a time: 9 ads are two pages, the last one without next", () => {
    renderPager(2, 9);
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows nothing without ads", () => {
    renderPager(1, 0);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
