import type { AdSummary } from "@adstudio/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { EditorToolbar } from "../editor/shell/editor-toolbar";
import { renderInEditor, TEST_AD_ID, testAd } from "../editor/test-editor";
import { RmTemplatesList } from "./rm-templates-list";

const signedInUser = sessionUser({
  companyName: ["c1"],
  role: {
    roleName: "designer",
    moduleRoles: [
      "readAds",
      "createAds",
      "updateAds",
      "downloadHtml",
      "readTemplate",
      "createTemplates",
      "updateTemplates",
    ],
  },
});

useMockApi();
useSignedIn(signedInUser);

const NEW_ID = "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d";

function summary(): AdSummary {
  const { document: _document, ...rest } = { ...testAd("rich-media"), name: "Spring launch template" };
  return rest;
}

describe("the template editor's toolbar", () => {
  it("says Template, saves instead of publishing, and offers no download", async () => {
    const saved: unknown[] = [];
    server.use(
      http.put(`*/api/richtemplates/update/${TEST_AD_ID}`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ template: { ...testAd(), revision: 2 } });
      }),
    );
    const { editor } = renderInEditor(<EditorToolbar onShortcuts={() => {}} />, testAd(), "template");
    expect(await screen.findByText("Template")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Template name" })).toHaveValue("Test ad");
    expect(screen.queryByRole("button", { name: /Publish/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download HTML5" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save as template" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the templates" })).toHaveAttribute(
      "href",
      "/studio/rm-templates",
    );
    editor()
      .getState()
      .edit("Recolour", (d) => {
        d.stage = { background: "#102030" };
      });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ revision: 1, document: { stage: { background: "#102030" } } });
  });
});

describe("Save as template", () => {
  it("saves the ad first, then a copy under the name asked, leaving the ad's editor as it was", async () => {
    const created: unknown[] = [];
    server.use(
      http.post("*/api/richtemplates/create", async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ template: { ...testAd(), _id: NEW_ID } }, { status: 201 });
      }),
    );
    const { router } = renderInEditor(<EditorToolbar onShortcuts={() => {}} />, testAd());
    expect(await screen.findByRole("button", { name: /Publish/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save as template" }));
    const dialog = await screen.findByRole("dialog", { name: "Save as template" });
    const name = within(dialog).getByRole("textbox", { name: /Template name/ });
    expect(name).toHaveValue("Test ad template");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save template" }));
    expect(await within(dialog).findByText("Name should not be blank.")).toBeInTheDocument();
    expect(created).toEqual([]);
    await user.type(name, "Launch layout");
    await user.click(within(dialog).getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(created).toEqual([{ name: "Launch layout", ad: TEST_AD_ID }]));
    expect(router.state.location.pathname).toBe(`/studio/pro-ad/${TEST_AD_ID}`);
  });
});

describe("RmTemplatesList", () => {
  it("lists templates and uses one: a draft ad of its format, from its id, opened in the editor", async () => {
    const created: unknown[] = [];
    server.use(
      http.get("*/api/richtemplates", () =>
        HttpResponse.json({ templates: [summary()], page: 1, total: 1, totalEstimated: false }),
      ),
      http.get("*/api/ads/choices", () =>
        HttpResponse.json({ companies: [{ _id: "c1", name: "Acme Media" }], campaigns: [] }),
      ),
      http.post("*/api/ads/create", async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ ad: { _id: NEW_ID } }, { status: 201 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { router } = renderWithRouter(
      <QueryClientProvider client={client}>
        <RmTemplatesList />
      </QueryClientProvider>,
      "/studio/rm-templates",
    );
    const row = (await screen.findByText("Spring launch template")).closest("tr");
    if (!row) throw new Error("The template has no row.");
    expect(within(row).getByText("Rich Media")).toBeInTheDocument();
    expect(within(row).getByText("300x250, 300x600")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Use template Spring launch template" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /Company/ })).toHaveValue("Acme Media"),
    );
    const name = within(dialog).getByRole("textbox", { name: /Ad name/ });
    await user.clear(name);
    await user.type(name, "Spring launch DE");
    await user.click(within(dialog).getByRole("button", { name: "Create ad" }));
    await waitFor(() =>
      expect(created).toEqual([
        { name: "Spring launch DE", type: "rich-media", company: "c1", template: TEST_AD_ID },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/pro-ad/${NEW_ID}`));
  });

  it("deletes a template only after the confirmation", async () => {
    const deleted: unknown[] = [];
    server.use(
      http.get("*/api/richtemplates", () =>
        HttpResponse.json({ templates: [summary()], page: 1, total: 1, totalEstimated: false }),
      ),
      http.post("*/api/richtemplates/delete", async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ message: "Deleted successfully" });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <QueryClientProvider client={client}>
        <RmTemplatesList />
      </QueryClientProvider>,
      "/studio/rm-templates",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Spring launch template" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Template" });
    expect(
      within(dialog).getByText(
        "Do you want to delete this template? Ads made from it keep their own copies.",
      ),
    ).toBeInTheDocument();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Agree" }));
    await waitFor(() => expect(deleted).toEqual([{ id: TEST_AD_ID }]));
  });
});
