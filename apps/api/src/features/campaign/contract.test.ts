import { CAMPAIGN_STATUS_VALUES } from "@adstudio/contract";
import { CAMPAIGN_STATUSES } from "@adstudio/form-engine";
import { describe, expect, it } from "vitest";

describe("campaign contract", () => {
  // The contract keeps its own copy of the list, since it cannot import form-engine.
  it("documents exactly the statuses the campaign form offers, in the same order", () => {
    expect([...CAMPAIGN_STATUS_VALUES]).toEqual([...CAMPAIGN_STATUSES]);
  });
});
