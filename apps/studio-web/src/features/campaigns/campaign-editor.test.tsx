import type { CampaignRecord } from "@adstudio/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../test/msw";
import { renderWithRouter } from "../../test/router";
import { sessionUser, useSignedIn } from "../../test/session";
import { CampaignEditor } from "./campaign-editor";

const COMPANY = { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Adstudio Demo" };
const CAMPAIGN: CampaignRecord = {
  _id: "c2a4e6f8-1b3d-4f5a-9c7e-2d4f6a8b0c1e",
  name: "Spring launch",
  status: "draft",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  totalBudget: 0,
  brand: "Fizz",
  objective: "awareness",
  company: COMPANY,
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-14T09:30:00.000Z",
  createdBy: null,
  values: {
    name: "Spring launch",
    advertiserCompany: COMPANY._id,
    brand: "Fizz",
    objective: "awareness",
    startDate: "2027-03-01",
    endDate: "2027-03-31",
    status: "draft",
    flights: [],
    totalBudget: 0,
    notes: "",
    brief: null,
    logos: [],
  },
};

useMockApi();
// A designer who may read campaigns but not change them: the form is read-only and the companies list
// (for those who may choose) is not theirs to ask for.
useSignedIn(
  sessionUser({ companyName: [COMPANY._id], role: { roleName: "designer", moduleRoles: ["readCampaign"] } }),
);

describe("CampaignEditor", () => {
  it("shows the campaign's advertiser company by name in a read-only form, without asking for the choices", async () => {
    let askedForChoices = false;
    server.use(
      http.get("*/api/campaign/companies", () => {
        askedForChoices = true;
        return HttpResponse.json({ message: "You do not have permission to do this." }, { status: 403 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <QueryClientProvider client={client}>
        <CampaignEditor campaign={CAMPAIGN} />
      </QueryClientProvider>,
      `/studio/update-campaign/${CAMPAIGN._id}`,
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Advertiser company/ })).toHaveValue("Adstudio Demo"),
    );
    expect(askedForChoices).toBe(false);
  });
});
