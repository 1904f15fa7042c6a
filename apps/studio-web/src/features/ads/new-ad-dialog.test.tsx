import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { NewAdDialog } from "./new-ad-dialog";

const session = vi.hoisted(() => ({
  user: {
    companyName: ["c1"],
    role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "viewAdDetails"] },
  },
}));
vi.mock("../auth/use-session", () => ({ useSession: () => ({ status: "signedIn", ...session }) }));

useMockApi();

/** The branches the template dialogs' own tests do not take: Cancel, and a refusal from the server. */
function renderDialog(answer: () => Response) {
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
    http.post("*/api/ads/create", async ({ request }) => {
      created.push(await request.json());
      return answer();
    }),
  );
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
  return { created, onClose, ...view };
}

describe("NewAdDialog", () => {
  it("opens with the name focused, and Cancel closes it without creating an ad", async () => {
    const { created, onClose } = renderDialog(() => HttpResponse.json({}, { status: 500 }));
    const dialog = await screen.findByRole("dialog", { name: "New ad from “Spring”" });
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /Ad name/ })).toHaveFocus());
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(created).toEqual([]);
  });

  it("keeps the dialog open with the server's message on the company when the create is refused", async () => {
    const message = "Choose one of your companies.";
    const { created, router } = renderDialog(() =>
      HttpResponse.json({ message, errors: { company: message } }, { status: 400 }),
    );
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
