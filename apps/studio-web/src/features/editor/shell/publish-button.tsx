import type { AdRecord } from "@adstudio/api-client";
import { Button } from "@mantine/core";
import { IconRocket } from "@tabler/icons-react";
import { useState } from "react";
import { reportError } from "../../../lib/report-error";
import { AdTagsButton } from "../../ad-tags/ad-tags-button";
import { PublishDialog } from "../../ads/details/publish-dialog";
import { useAutosave, useEditedAd, useEditorStore } from "../editor-context";

/** Publish from the editor: saves what is unsaved first, then the publish dialog with its checks. */
export function PublishButton() {
  const loaded = useEditedAd();
  const store = useEditorStore();
  const autosave = useAutosave();
  const [version, setVersion] = useState(loaded.version);
  const [target, setTarget] = useState<AdRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const open = async () => {
    setSaving(true);
    try {
      await autosave.flush();
      const { document, revision, change, savedChange } = store.getState();
      // A failed save leaves changes unsaved: publishing now would ship the older revision.
      if (change !== savedChange) return;
      setTarget({ ...loaded, document, revision, version });
    } catch (error) {
      reportError(error, "Could not save before publishing.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        leftSection={<IconRocket size={16} />}
        size="xs"
        loading={saving}
        disabled={autosave.status.status === "conflict"}
        onClick={() => void open()}
      >
        Publish
      </Button>
      {version ? <AdTagsButton ad={{ _id: loaded._id, type: loaded.type, version }} /> : null}
      {target ? (
        <PublishDialog
          ad={target}
          opened
          onClose={() => setTarget(null)}
          onPublished={(published) => setVersion(published.version)}
        />
      ) : null}
    </>
  );
}
