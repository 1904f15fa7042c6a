import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../../test/msw";
import { renderWithTheme } from "../../../test/render";
import { sessionUser, useSignedIn } from "../../../test/session";
import { TimelineDock } from "./timeline-dock";

useMockApi();
useSignedIn(sessionUser({ uuid: "u-7" }));

const KEY = "adstudio.editor.timeline.u-7";
const dock = () => renderWithTheme(<TimelineDock>Animation rows</TimelineDock>);

describe("the pages-and-timeline dock", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it("resizes from its separator with the keyboard, within what leaves the canvas 60 % of 800 px", async () => {
    dock();
    const separator = screen.getByRole("separator", { name: "Timeline height" });
    expect(separator).toHaveAttribute("aria-valuenow", "240");
    expect(separator).toHaveAttribute("aria-valuemin", "120");
    expect(separator).toHaveAttribute("aria-valuemax", "268");
    const user = userEvent.setup();
    separator.focus();
    await user.keyboard("{ArrowDown}");
    expect(separator).toHaveAttribute("aria-valuenow", "224");
    await user.keyboard("{End}");
    expect(separator).toHaveAttribute("aria-valuenow", "268");
    await user.keyboard("{ArrowUp}");
    expect(separator).toHaveAttribute("aria-valuenow", "268");
    expect(screen.getByRole("region", { name: "Pages and timeline" })).toHaveStyle({ height: "268px" });
  });

  it("collapses and opens again, by its button or Enter on the separator", async () => {
    dock();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hide pages and timeline" }));
    expect(screen.queryByText("Animation rows")).not.toBeInTheDocument();
    expect(screen.queryByRole("separator")).not.toBeInTheDocument();
    const show = screen.getByRole("button", { name: "Show pages and timeline" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    await user.click(show);
    expect(screen.getByText("Animation rows")).toBeInTheDocument();
    screen.getByRole("separator", { name: "Timeline height" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByText("Animation rows")).not.toBeInTheDocument();
  });

  it("remembers the height and whether it is collapsed for this user", async () => {
    const first = dock();
    const user = userEvent.setup();
    screen.getByRole("separator", { name: "Timeline height" }).focus();
    await user.keyboard("{Home}");
    await user.click(screen.getByRole("button", { name: "Hide pages and timeline" }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? "null")).toEqual({ height: 120, collapsed: true });
    first.unmount();

    dock();
    await user.click(screen.getByRole("button", { name: "Show pages and timeline" }));
    expect(screen.getByRole("separator", { name: "Timeline height" })).toHaveAttribute(
      "aria-valuenow",
      "120",
    );
  });
});
