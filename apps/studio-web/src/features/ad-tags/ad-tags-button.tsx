import { ActionIcon, Modal, Tooltip } from "@mantine/core";
import { IconCode } from "@tabler/icons-react";
import { useState } from "react";
import { AdTagsContent } from "./ad-tags-card";

/**
 * The editor's way to the ad tags, beside Publish: a small button (the toolbar is crowded) that opens
 * them in a dialog, for the version last published.
 */
export function AdTagsButton({ ad }: { ad: { _id: string; type: string; version: number | null } }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="Ad tags" withArrow>
        <ActionIcon variant="default" size={30} aria-label="Ad tags" onClick={() => setOpened(true)}>
          <IconCode size={16} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Ad tags" size="lg" centered>
        <AdTagsContent ad={ad} />
      </Modal>
    </>
  );
}
