import { Notifications, notifications } from "@mantine/notifications";
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import type { EditedKind } from "../model/edited-kind";
import { addLayer } from "../model/layer-ops";
import { renderInEditor, TEST_AD_ID, testAd } from "../test-editor";
import { ConflictDialog } from "./conflict-dialog";

useMockApi();
afterEach(() => act(() => notifications.clean()));

const addText = (name: string) => (d: Parameters<typeof addLayer>[0]) =>
  void addLayer(d, { name, page: d.pages[0]?.id ?? "", content: { kind: "text", text: name }, props: {} });

/** The texts of the toasts on screen (Mantine's notices; the conflict dialog is not one). */
const toasts = () =>
  [...document.querySelectorAll(".mantine-Notification-root")].map((toast) => toast.textContent?.trim());

/** The editor's conflict dialog and the app's toasts, with the ad's (or template's) save answering `status`. */
async function saveAnswering(status: number, message: string, kind: EditedKind = "ad") {
  const saves = kind === "ad" ? "ads" : "richtemplates";
  server.use(
    http.put(`*/api/${saves}/update/${TEST_AD_ID}`, () => HttpResponse.json({ message }, { status })),
  );
  const { editor } = renderInEditor(
    <>
      <Notifications />
      <ConflictDialog />
    </>,
    testAd("mini"),
    kind,
  );
  await waitFor(() => expect(editor()).toBeDefined());
  editor().getState().edit("Add text", addText("Mine"));
}

describe("a failed save's notices", () => {
  it.each(["ad", "template"] as const)(
    "%s: shows a stale save only in the conflict dialog, not again as a toast",
    async (kind) => {
      await saveAnswering(
        409,
        `This ${kind} was changed by someone else. Reload it to see their changes.`,
        kind,
      );
      const dialog = await screen.findByRole("dialog", { name: `This ${kind} changed somewhere else` });
      expect(dialog).toHaveTextContent(
        `This ${kind} was saved somewhere else (another tab or person) since you opened it.`,
      );
      // The API client's notice fires before the failed save reaches the dialog, so it would show by now.
      expect(toasts()).toEqual([]);
    },
  );

  it("shows another failure (a 500) as a toast, with no conflict dialog", async () => {
    await saveAnswering(500, "Internal server error");
    await waitFor(() => expect(toasts()).toEqual(["Could not save: Internal server error. Trying again."]));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
