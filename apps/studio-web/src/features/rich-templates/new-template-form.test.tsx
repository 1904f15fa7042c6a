import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { NewTemplateForm } from "./new-template-form";

const signedInUser = sessionUser({
  companyName: ["c1"],
  role: { roleName: "designer", moduleRoles: ["readTemplate", "createTemplates"] },
});

useMockApi();
useSignedIn(signedInUser);

const NEW_ID = "4b6d8f1a-3c5e-4a7b-9d1f-2e4a6c8b0d3f";

describe("NewTemplateForm", () => {
  it("creates the template in the user's first company and opens it in the template editor", async () => {
    const created: unknown[] = [];
    server.use(
      http.get("*/api/ads/choices", () =>
        HttpResponse.json({
          companies: [
            { _id: "c1", name: "Acme Media" },
            { _id: "c2", name: "Globex" },
          ],
          campaigns: [],
        }),
      ),
      http.post("*/api/richtemplates/create", async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ template: { _id: NEW_ID } }, { status: 201 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { router } = renderWithRouter(
      <QueryClientProvider client={client}>
        <NewTemplateForm format="story" />
      </QueryClientProvider>,
      "/studio/rm-create/story",
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Template name/ }), "Spring story");
    // Outside the admin group the first own company is chosen.
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Company/ })).toHaveValue("Acme Media"));
    await user.click(screen.getByRole("button", { name: "Create template" }));
    await waitFor(() => expect(created).toEqual([{ name: "Spring story", type: "story", company: "c1" }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/rm-update/${NEW_ID}`));
  });
});
