import { act, waitFor } from "@testing-library/react";
import { type ReactNode, useReducer } from "react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/router";
import { DocumentTitle, usePageTitle } from "./document-title";

describe("DocumentTitle", () => {
  it("names the page on screen, and a new page replaces the previous page's title", async () => {
    const { router } = renderWithRouter(<DocumentTitle />, "/logout");
    await waitFor(() => expect(document.title).toBe("Login from multiple devices detected · Adstudio"));

    await router.navigate({ to: "/secret-key" });
    await waitFor(() => expect(document.title).toBe("Secret Key · Adstudio"));

    await router.navigate({ to: "/studio/menuCollection/$id", params: { id: "new" } });
    await waitFor(() => expect(document.title).toBe("Create Menu Collection · Adstudio"));
  });

  it("names the creative of a preview link", async () => {
    renderWithRouter(<DocumentTitle />, "/preview?name=Summer%20sale");
    await waitFor(() => expect(document.title).toBe("Summer sale · Preview · Adstudio"));
  });

  it("takes a page's own title once it is known, and the table's again when the page goes", async () => {
    function Showcase({ name }: { name: string | undefined }) {
      usePageTitle(name === undefined ? undefined : `${name} showcase`);
      return null;
    }
    const { router } = renderWithRouter(
      <>
        <DocumentTitle />
        <ShowcaseSlot render={(name) => <Showcase name={name} />} />
      </>,
      "/showcase/c1",
    );
    await waitFor(() => expect(document.title).toBe("Showcase · Adstudio"));
    slot.set("Acme");
    await waitFor(() => expect(document.title).toBe("Acme showcase"));
    slot.set(null);
    await router.navigate({ to: "/secret-key" });
    await waitFor(() => expect(document.title).toBe("Secret Key · Adstudio"));
  });
});

// Lets the test load the company (a name) and leave the page (null) from outside the tree.
const slot = {
  value: undefined as string | undefined | null,
  listener: (() => {}) as () => void,
  set(value: string | null) {
    act(() => {
      slot.value = value;
      slot.listener();
    });
  },
};
function ShowcaseSlot({ render }: { render: (name: string | undefined) => ReactNode }) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  slot.listener = redraw;
  return slot.value === null ? null : render(slot.value);
}
