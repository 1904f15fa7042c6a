import { AD_TYPE_LABELS, type AdType } from "@adstudio/core";
import { Group, Paper } from "@mantine/core";
import { api } from "../../lib/api";
import { PageFrame } from "../layout/page-frame";
import { FamilyIcon } from "./format-icon";
import { FAMILY_LABELS, formatDescription, formatFamily } from "./formats";
import { NewAdFields, useNewAd } from "./new-ad-fields";
import { ADS_PATH } from "./queries";

/**
 * `/studio/pro-ad/{format}`: the first step of a new ad. It asks for a name, the owning company (the
 * user's first one chosen) and an optional campaign of that company, creates the draft from the format's
 * blank document and opens it.
 */
export function NewAdForm({ format }: { format: AdType }) {
  const newAd = useNewAd({ name: "", company: "", campaign: "" }, (values) =>
    api.ads.create({
      name: values.name,
      type: format,
      company: values.company,
      ...(values.campaign ? { campaign: values.campaign } : {}),
    }),
  );

  const family = formatFamily(format);
  const label = AD_TYPE_LABELS[format];
  return (
    <PageFrame
      back={{ to: ADS_PATH, label: "Back to Ads" }}
      title={`New ${label} ad`}
      subtitle={
        <Group gap={6} component="span">
          <FamilyIcon family={family} size={16} />
          <span>
            {FAMILY_LABELS[family]} · {formatDescription(format)}
          </span>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="lg" maw={560}>
        <NewAdFields newAd={newAd} />
      </Paper>
    </PageFrame>
  );
}
