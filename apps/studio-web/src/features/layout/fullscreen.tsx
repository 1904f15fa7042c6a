import { ActionIcon, Tooltip } from "@mantine/core";
import { IconMaximize, IconMinimize } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";
import { notify } from "../../lib/notify";

/** The exact notice of spec shell §8 for a browser without the Fullscreen API. */
export const FULLSCREEN_UNSUPPORTED = "fullscreenElement is not supported by this browser";

const subscribe = (listener: () => void) => {
  document.addEventListener("fullscreenchange", listener);
  return () => document.removeEventListener("fullscreenchange", listener);
};
const isFullscreen = () => !!document.fullscreenElement;

/** The full-screen flag (spec shell §2), kept in step with the browser (Esc leaves full screen too). */
export function useFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}

/** Enters or leaves full screen; unsupported browsers get the error notice, other failures are logged. */
export async function toggleFullscreen(): Promise<void> {
  if (!document.fullscreenEnabled) {
    notify(FULLSCREEN_UNSUPPORTED, "error");
    return;
  }
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch (error) {
    console.error(error);
  }
}

export function FullscreenToggle() {
  const active = useFullscreen();
  return (
    <Tooltip label={active ? "Exit fullscreen" : "Fullscreen"}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Toggle fullscreen"
        aria-pressed={active}
        onClick={() => void toggleFullscreen()}
      >
        {active ? <IconMinimize size={20} stroke={1.6} /> : <IconMaximize size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
