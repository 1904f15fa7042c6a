import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { notify } from "./notify";

afterEach(() => act(() => notifications.clean()));

function renderNotices() {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}

const shown = (text: string) => screen.queryAllByText(text).length;

describe("notify", () => {
  it("shows the same notice once while it is on screen, and again once it is gone", async () => {
    renderNotices();
    act(() => {
      for (let i = 0; i < 3; i++) notify("You do not have permission to do this.", "error");
    });
    await waitFor(() => expect(shown("You do not have permission to do this.")).toBe(1));
    // Another variant or another text is another notice.
    act(() => {
      notify("You do not have permission to do this.", "warning");
      notify("Could not load the record.", "error");
    });
    await waitFor(() => expect(shown("You do not have permission to do this.")).toBe(2));
    expect(shown("Could not load the record.")).toBe(1);

    act(() => notifications.clean());
    await waitFor(() => expect(shown("You do not have permission to do this.")).toBe(0));
    act(() => notify("You do not have permission to do this.", "error"));
    await waitFor(() => expect(shown("You do not have permission to do this.")).toBe(1));
  });
});
