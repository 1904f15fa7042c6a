import type { AdRecord } from "@adstudio/api-client";
import { adPreviewLink } from "@adstudio/core";
import { Button, Group, Menu } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconCopy,
  IconDownload,
  IconExternalLink,
  IconPencil,
  IconRocket,
  IconTrash,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { api } from "../../../lib/api";
import { notify } from "../../../lib/notify";
import { reportError } from "../../../lib/report-error";
import { useDownloadPackage } from "../../ad-export/download-package";
import { PackageItems } from "../../ad-export/package-items";
import { useSession } from "../../auth/use-session";
import { ConfirmDialog, useCan, useDeleteRecord } from "../../master-data";
import { SaveAsTemplate } from "../../rich-templates/save-as-template";
import { AD_DETAILS_PATH } from "../ads-list";
import { canStartFormat } from "../creatable-formats";
import { DownloadSizeItems } from "../download-size-items";
import { downloadAdZip } from "../download-zip";
import { ADS_PATH, adKeys } from "../queries";
import { PublishDialog } from "./publish-dialog";

/** The header actions of the ad details, each shown only with its permission. */
export function AdActions({ ad }: { ad: AdRecord }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canPublish = useCan("updateAds");
  const canDownload = useCan("downloadHtml");
  const canClone = canStartFormat(useSession().user, ad.type);
  const canDelete = useCan("deleteAds");
  const canSaveAsTemplate = useCan("createTemplates");
  const [publishing, publish] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState<"clone" | "download" | null>(null);
  const adPackage = useDownloadPackage({ id: ad._id, name: ad.name });
  const remove = useDeleteRecord((id) => api.ads.delete(id), adKeys.all);
  const preview = adPreviewLink(ad);
  const sizes = Object.keys(ad.teaser);

  const clone = async () => {
    setBusy("clone");
    try {
      const { ad: copy } = await api.ads.create({
        name: `${ad.name} (copy)`.slice(0, 120),
        type: ad.type,
        company: ad.company._id,
        campaign: ad.campaign,
        template: ad._id,
      });
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
      notify(`Cloned as '${copy.name}'.`, "success");
      await navigate({ to: `${AD_DETAILS_PATH}/${copy._id}` });
    } catch (error) {
      reportError(error, "Could not clone the ad.");
    } finally {
      setBusy(null);
    }
  };

  const download = async (size: string, label: string) => {
    setBusy("download");
    try {
      await downloadAdZip({ id: ad._id, name: ad.name }, size, label);
    } catch (error) {
      reportError(error, "Could not download the ad.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      {canPublish ? (
        <Button component={Link} to={`/studio/pro-ad/${ad._id}`} leftSection={<IconPencil size={16} />}>
          Edit
        </Button>
      ) : null}
      {preview ? (
        <Button
          component="a"
          href={preview}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconExternalLink size={16} />}
        >
          Preview
        </Button>
      ) : null}
      {canDownload ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={busy === "download" || adPackage.busy}
            >
              Download HTML5
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <DownloadSizeItems sizes={sizes} onDownload={(size, label) => void download(size, label)} />
            <PackageItems
              type={ad.type}
              published={ad.version !== null}
              onDownload={(server) => void adPackage.download(server)}
            />
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {canClone ? (
        <Button
          variant="default"
          leftSection={<IconCopy size={16} />}
          loading={busy === "clone"}
          onClick={() => void clone()}
        >
          Clone
        </Button>
      ) : null}
      {canSaveAsTemplate ? <SaveAsTemplate ad={ad} /> : null}
      {canDelete ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      ) : null}
      {canPublish ? (
        <Button variant="light" leftSection={<IconRocket size={16} />} onClick={publish.open}>
          Publish
        </Button>
      ) : null}
      <PublishDialog ad={ad} opened={publishing} onClose={publish.close} />
      <ConfirmDialog
        opened={deleting}
        title="Delete Ad"
        text="Do you want to delete this ad? Its published versions stop being served."
        onConfirm={async () => {
          await remove(ad._id);
          await navigate({ to: ADS_PATH });
        }}
        onClose={() => setDeleting(false)}
      />
    </Group>
  );
}
