import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/router";
import { DocumentTitle } from "./document-title";

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
});
