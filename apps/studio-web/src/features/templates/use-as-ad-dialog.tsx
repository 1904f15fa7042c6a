import type { TemplateRecord } from "@adstudio/api-client";
import { api } from "../../lib/api";
import { NewAdDialog } from "../ads/new-ad-dialog";

/**
 * "Use as rich-media ad": asks the new ad's name and optional campaign, creates a draft ad framing the
 * HTML5 template (POST /api/templates/use/{id}) and opens it in the editor. The company is the
 * template's: its files are copied into the ad when it is published, so the server allows no other.
 */
export function UseAsAdDialog({ template, onClose }: { template: TemplateRecord; onClose: () => void }) {
  return (
    <NewAdDialog
      title={`New rich-media ad from “${template.name}”`}
      initial={{ name: template.name, company: template.company._id, campaign: "" }}
      create={(values) =>
        api.templates.use(template._id, {
          name: values.name,
          company: template.company._id,
          ...(values.campaign ? { campaign: values.campaign } : {}),
        })
      }
      fixedCompany={{ name: template.company.name, description: "The template's company owns the ad." }}
      onClose={onClose}
    />
  );
}
