import type { CampaignRecord } from "@adstudio/api-client";
import { isAdmin } from "@adstudio/core";
import { campaignTemplate, type FormValues } from "@adstudio/form-engine";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { useSession } from "../auth/use-session";
import { DynamicForm } from "../dynamic-form";
import { PageFrame } from "../layout/page-frame";
import { notifyInvalid, useCan, useSaveRecord } from "../master-data";
import { CAMPAIGNS_PATH, campaignCompaniesQuery, campaignKeys, saveCampaign } from "./queries";

/**
 * The campaign editor: the campaign template rendered by the dynamic form, advertiser companies from the
 * API (everyone's for the admin group, else the user's own, the first one chosen for a new campaign).
 * Save checks the template's rules (a failure is an error toast and messages on the fields), sends the
 * values and returns to the list; Cancel returns without saving.
 */
export function CampaignEditor({ campaign }: { campaign: CampaignRecord | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const allowed = useCan(campaign ? "updateCampaign" : "createCampaign");
  const companies = useQuery({ ...campaignCompaniesQuery(), enabled: allowed });
  const save = useSaveRecord({
    mode: campaign ? "edit" : "create",
    save: (values: FormValues) => saveCampaign(campaign?._id ?? null, values),
    invalidate: campaignKeys.all,
    listPath: CAMPAIGNS_PATH,
  });

  // The campaign's own company is always a choice, so a reader without the companies list (a read-only
  // form) sees its name rather than an empty field.
  const fieldOptions = useMemo(() => {
    const choices = companies.data ?? [];
    const company = campaign?.company;
    const listed = !company?._id || choices.some((choice) => choice.value === company._id);
    return {
      advertiserCompany: listed ? choices : [{ label: company.name, value: company._id }, ...choices],
    };
  }, [companies.data, campaign?.company]);
  // The form reads these once, when it starts.
  const own = user && !isAdmin(user) ? user.companyName[0] : undefined;
  const initialValues = campaign ? campaign.values : own ? { advertiserCompany: own } : undefined;

  return (
    <PageFrame
      back={{ to: CAMPAIGNS_PATH, label: "Back to Campaigns" }}
      title={campaign ? campaign.name : "Create Campaign"}
      subtitle={campaign ? "Edit Campaign" : "Dates, flights and budget of a new campaign."}
    >
      <DynamicForm
        template={campaignTemplate}
        initialValues={initialValues}
        fieldOptions={fieldOptions}
        readOnly={!allowed}
        onSubmit={(values) => save.mutateAsync(values)}
        onCancel={() => void navigate({ to: CAMPAIGNS_PATH })}
        onInvalid={notifyInvalid}
      />
    </PageFrame>
  );
}
