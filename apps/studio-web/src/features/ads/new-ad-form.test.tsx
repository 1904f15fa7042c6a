import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { NewAdDialog } from "./new-ad-dialog";
import { NewAdForm } from "./new-ad-form";

const signedInUser = sessionUser({
  companyName: ["c1"],
  role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "viewAdDetails"] },
});

useMockApi();
useSignedIn(signedInUser);

const NEW_ID = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";

/** The choices and a create answered with `answer` (a 201 with the new ad unless told). */
function serve(answer = () => HttpResponse.json({ ad: { _id: NEW_ID } }, { status: 201 })) {
  const created: unknown[] = [];
  server.use(
    http.get("*/api/ads/choices", () =>
      HttpResponse.json({
        companies: [
          { _id: "c1", name: "Acme Media" },
          { _id: "c2", name: "Globex" },
        ],
        campaigns: [
          { _id: "k1", name: "Spring launch", company: "c1" },
          { _id: "k2", name: "Autumn push", company: "c2" },
        ],
      }),
    ),
    http.post("*/api/ads/create", async ({ request }) => {
      created.push(await request.json());
      return answer();
    }),
  );
  return created;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <NewAdForm format="story" />
    </QueryClientProvider>,
    "/studio/pro-ad/story",
  );
}

describe("NewAdForm", () => {
  it("refuses a blank name with the API's message and creates nothing", async () => {
    const created = serve();
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create ad" }));
    expect(await screen.findByText("Name should not be blank.")).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("creates a draft in the user's first company and the chosen campaign, then opens it", async () => {
    const created = serve();
    const { router } = renderForm();
    expect(await screen.findByRole("heading", { level: 1, name: /New Story ad$/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /Ad name/ }), "Lumen story");
    // Outside the admin group the first own company is chosen; only its campaigns are offered.
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Company/ })).toHaveValue("Acme Media"));
    await user.click(screen.getByRole("combobox", { name: /Campaign/ }));
    expect(await screen.findByRole("option", { name: "Spring launch" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Autumn push" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Spring launch" }));
    await user.click(screen.getByRole("button", { name: "Create ad" }));
    await waitFor(() =>
      expect(created).toEqual([{ name: "Lumen story", type: "story", company: "c1", campaign: "k1" }]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/pro-ad/${NEW_ID}`));
  });
});

/** The branches of the shared dialog that the template dialogs' own tests do not take: Cancel, a refusal. */
describe("NewAdDialog", () => {
  function renderDialog() {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = renderWithRouter(
      <QueryClientProvider client={client}>
        <NewAdDialog
          title="New ad from “Spring”"
          initial={{ name: "Spring", company: "c1", campaign: "" }}
          create={(values) => api.ads.create({ name: values.name, type: "story", company: values.company })}
          onClose={onClose}
        />
      </QueryClientProvider>,
      "/studio/rm-templates",
    );
    return { onClose, ...view };
  }

  it("opens with the name focused, and Cancel closes it without creating an ad", async () => {
    const created = serve();
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "New ad from “Spring”" });
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /Ad name/ })).toHaveFocus());
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(created).toEqual([]);
  });

  it("keeps the dialog open with the server's message on the company when the create is refused", async () => {
    const message = "Choose one of your companies.";
    const created = serve(() =>
      HttpResponse.json({ message, errors: { company: message } }, { status: 400 }),
    );
    const { router } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "New ad from “Spring”" });
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: /Company/ })).toHaveValue("Acme Media"),
    );
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Create ad" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(created).toEqual([{ name: "Spring", type: "story", company: "c1" }]);
    expect(router.state.location.pathname).toBe("/studio/rm-templates");
  });
});
