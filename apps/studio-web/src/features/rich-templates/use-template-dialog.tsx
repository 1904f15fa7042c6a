import type { AdSummary } from "@adstudio/api-client";
import { api } from "../../lib/api";
import { NewAdDialog } from "../ads/new-ad-dialog";

/**
 * "Use template": asks the new ad's name, company and optional campaign, creates a draft ad from the
 * template's document (the template is not changed) and opens it in the editor.
 */
export function UseTemplateDialog({ template, onClose }: { template: AdSummary; onClose: () => void }) {
  return (
    <NewAdDialog
      title={`New ad from “${template.name}”`}
      // The template's company is the natural owner (the admin group belongs to none of its own).
      initial={{ name: template.name, company: template.company._id, campaign: "" }}
      create={(values) =>
        api.ads.create({
          name: values.name,
          type: template.type,
          company: values.company,
          template: template._id,
          ...(values.campaign ? { campaign: values.campaign } : {}),
        })
      }
      onClose={onClose}
    />
  );
}
