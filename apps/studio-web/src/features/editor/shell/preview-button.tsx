import { Button } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { reportError } from "../../../lib/report-error";
import { previewLink } from "../../preview";
import { useAutosave, useEditor, useEditorCalls, useEditorStore } from "../editor-context";

/**
 * Preview (issue 13): saves what is unsaved, has the server render the saved draft (no tracking), and
 * opens `/studio/preview` of it in its mock-up in a new tab, on the size being edited. The tab is opened
 * at once (a popup opened after an await is blocked) and pointed at the draft when it is ready.
 */
export function PreviewButton() {
  const store = useEditorStore();
  const autosave = useAutosave();
  const calls = useEditorCalls();
  const sizes = useEditor(useShallow((s) => Object.keys(s.document.teaser)));
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open("", "_blank");
    setBusy(true);
    try {
      await autosave.flush();
      const { adId, document, session } = store.getState();
      const { location } = await calls.previewDraft(adId);
      const size = session.size.replace(/^sz/, "");
      const link = previewLink(
        { url: location, type: document.format, teasers: sizes.join(","), name: document.name },
        size,
      ).replace("/preview?", "/studio/preview?");
      if (tab) tab.location.href = link;
      else window.location.assign(link);
    } catch (error) {
      tab?.close();
      reportError(error, "Could not prepare the preview.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconEye size={16} />}
      loading={busy}
      disabled={autosave.status.status === "conflict"}
      onClick={() => void open()}
    >
      Preview
    </Button>
  );
}
