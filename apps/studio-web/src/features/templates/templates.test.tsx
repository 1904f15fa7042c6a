import type { TemplateRecord } from "@adstudio/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, setSessionUser, useSignedIn } from "../../test/session";
import { TemplateDetails } from "./template-details";
import { TemplatesList } from "./templates-list";
import { UploadTemplate } from "./upload-template";

const signedInUser = sessionUser({
  role: {
    roleName: "designer",
    moduleRoles: ["readTemplate", "createTemplates", "updateTemplates", "previewAds"],
  },
});

useMockApi();
useSignedIn(signedInUser);

const ID = "4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f";
const LOCATION = `http://localhost:3000/creatives/templates/${ID}/index.html`;

function template(overrides: Partial<TemplateRecord> = {}): TemplateRecord {
  return {
    _id: ID,
    name: "Spring GWD",
    size: "300x250",
    clickTag: true,
    errors: 0,
    warnings: 0,
    location: LOCATION,
    company: { _id: "c0c1a2b3-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" },
    createdBy: null,
    createdAt: "2026-11-20T09:30:00.000Z",
    updatedAt: "2026-11-24T14:05:00.000Z",
    report: { issues: [], files: 3, bytes: 2048 },
    ...overrides,
  };
}

function renderPage(ui: ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, path);
}

describe("TemplatesList", () => {
  it("shows each template's size, clickTag, error count and a preview link", async () => {
    const { report: _report, ...clean } = template();
    const { report: _other, ...broken } = template({
      _id: "5b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f",
      name: "Hand-made",
      size: null,
      clickTag: false,
      errors: 2,
    });
    server.use(
      http.get("*/api/templates", () => HttpResponse.json({ templates: [clean, broken], page: 1, total: 2 })),
    );
    renderPage(<TemplatesList />, "/studio/templates");

    const row = (await screen.findByRole("link", { name: "Spring GWD" })).closest("tr");
    const other = screen.getByRole("link", { name: "Hand-made" }).closest("tr");
    if (!row || !other) throw new Error("no rows");
    for (const text of ["300x250", "Detected", "No errors", "Acme Media"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    for (const text of ["Not declared", "Not found", "2 errors"]) {
      expect(within(other).getByText(text)).toBeInTheDocument();
    }
    const preview = within(row).getByRole("link", { name: "Preview Spring GWD (opens a new tab)" });
    expect(preview.getAttribute("href")).toBe(
      `/preview?url=${encodeURIComponent(LOCATION)}&size=300x250&type=rich-media&name=Spring%20GWD`,
    );
    expect(screen.getByRole("link", { name: "Upload a template" })).toHaveAttribute(
      "href",
      "/studio/upload-template",
    );
  });
});

describe("UploadTemplate", () => {
  const ACME = { _id: "c0c1a2b3-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" };
  const serveCompanies = (companies = [ACME]) =>
    server.use(http.get("*/api/ads/choices", () => HttpResponse.json({ companies, campaigns: [] })));
  const chooseZip = async (name: string) => {
    // The router renders the page on its next tick.
    const choose = await screen.findByRole("button", { name: "Choose a zip" });
    // Enabled once the caller's companies have arrived.
    await waitFor(() => expect(choose).toBeEnabled());
    const input = document.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("No file input.");
    await userEvent.setup().upload(input, new File([new Uint8Array(64)], name, { type: "application/zip" }));
  };

  it("shows the server's refusal naming the limit, and stays on the page", async () => {
    const message = '"../x.html" points outside the zip\'s folder.';
    serveCompanies();
    server.use(
      http.post("*/api/templates/upload", () =>
        HttpResponse.json({ message, errors: { file: message } }, { status: 400 }),
      ),
    );
    const { router } = renderPage(<UploadTemplate />, "/studio/upload-template");
    await chooseZip("slip.zip");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("slip.zip was not uploaded");
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe("/studio/upload-template");
  });

  it("shows the progress while the zip goes up, then opens the template", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveCompanies();
    server.use(
      http.post("*/api/templates/upload", () => {
        const body = new ReadableStream({
          async start(controller) {
            await answered;
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ template: template() })));
            controller.close();
          },
        });
        return new HttpResponse(body, { status: 201, headers: { "content-type": "application/json" } });
      }),
    );
    const { router } = renderPage(<UploadTemplate />, "/studio/upload-template");
    await chooseZip("spring.zip");
    const bar = await screen.findByRole("progressbar", { name: "Uploading spring.zip" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/update-template/${ID}`));
  });
});

describe("UploadTemplate's company", () => {
  it("sends the company chosen when the caller has several (an admin may belong to none)", async () => {
    const companies = [
      { _id: "c0c1a2b3-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" },
      { _id: "d0c1a2b3-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Globex" },
    ];
    const sent: (string | null)[] = [];
    server.use(
      http.get("*/api/ads/choices", () => HttpResponse.json({ companies, campaigns: [] })),
      http.post("*/api/templates/upload", ({ request }) => {
        sent.push(new URL(request.url).searchParams.get("company"));
        return HttpResponse.json({ template: template() }, { status: 201 });
      }),
    );
    renderPage(<UploadTemplate />, "/studio/upload-template");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox", { name: "Company" }));
    await user.click(await screen.findByRole("option", { name: "Globex" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Choose a zip" })).toBeEnabled());
    const input = document.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("No file input.");
    await user.upload(input, new File([new Uint8Array(8)], "a.zip", { type: "application/zip" }));
    await waitFor(() => expect(sent).toEqual(["d0c1a2b3-3c4d-4e5f-8a9b-0c1d2e3f4a5b"]));
  });
});

describe("TemplateDetails", () => {
  it("shows the report and the template in its mock-up, and renames it", async () => {
    const issues: TemplateRecord["report"]["issues"] = [
      {
        code: "click-tag",
        severity: "error",
        path: "index.html",
        message: "clickTag is defined but no exit uses it.",
      },
      { code: "https", severity: "warning", path: "index.html", message: "http://x.example/ is not https." },
    ];
    const bodies: unknown[] = [];
    server.use(
      http.put(`*/api/templates/update/${ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ template: template({ name: "Autumn GWD" }) });
      }),
    );
    renderPage(
      <TemplateDetails
        template={template({ errors: 1, warnings: 1, report: { issues, files: 3, bytes: 2048 } })}
      />,
      `/studio/update-template/${ID}`,
    );

    const report = await screen.findByRole("region", { name: "Validation report" });
    expect(within(report).getByText("1 error, 1 warning")).toBeInTheDocument();
    expect(report).toHaveTextContent("index.html: clickTag is defined but no exit uses it.");
    const frame = await screen.findByTitle(/Spring GWD/);
    expect(frame.getAttribute("src")).toContain(`/creatives/templates/${ID}/index.html`);
    expect(frame.getAttribute("sandbox")).not.toContain("allow-same-origin");

    const user = userEvent.setup();
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Autumn GWD");
    await user.click(screen.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(bodies).toEqual([{ name: "Autumn GWD" }]));
  });
});

describe("TemplateDetails' Use as rich-media ad", () => {
  it("is offered with createAds only, sends the name and campaign, and opens the new ad in the editor", async () => {
    const before = renderPage(<TemplateDetails template={template()} />, `/studio/update-template/${ID}`);
    await screen.findByRole("region", { name: "Validation report" });
    expect(screen.queryByRole("button", { name: "Use as rich-media ad" })).toBeNull();
    before.unmount();

    const { role } = signedInUser;
    setSessionUser(sessionUser({ role: { ...role, moduleRoles: [...role.moduleRoles, "createAds"] } }));
    const company = template().company;
    const campaign = {
      _id: "d1e2f3a4-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
      name: "Spring push",
      company: company._id,
    };
    const other = { _id: "e1e2f3a4-5b6c-4d7e-8f9a-0b1c2d3e4f5a", name: "Not theirs", company: "other" };
    const bodies: unknown[] = [];
    const NEW_AD = "9a1c3e5f-7b9d-4f1a-8c3e-5a7c9e1b3d5f";
    server.use(
      http.get("*/api/ads/choices", () =>
        HttpResponse.json({ companies: [company], campaigns: [campaign, other] }),
      ),
      http.post(`*/api/templates/use/${ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ad: { _id: NEW_AD, name: "Spring rich media" } }, { status: 201 });
      }),
    );
    const { router } = renderPage(<TemplateDetails template={template()} />, `/studio/update-template/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Use as rich-media ad" }));
    const dialog = await screen.findByRole("dialog", { name: "New rich-media ad from “Spring GWD”" });
    expect(within(dialog).getByRole("textbox", { name: "Company" })).toHaveValue("Acme Media");
    const name = within(dialog).getByRole("textbox", { name: /Ad name/ });
    await user.clear(name);
    await user.type(name, "Spring rich media");
    await user.click(within(dialog).getByRole("combobox", { name: "Campaign" }));
    expect(screen.queryByRole("option", { name: "Not theirs" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Spring push" }));
    await user.click(within(dialog).getByRole("button", { name: "Create ad" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/studio/pro-ad/${NEW_AD}`));
    expect(bodies).toEqual([{ name: "Spring rich media", company: company._id, campaign: campaign._id }]);
  });
});
