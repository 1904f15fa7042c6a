import type { AssetRenditionsResponse } from "@adstudio/api-client";
import { Alert, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** How often the panel asks where a video's transcoding stands while it runs. */
const POLL_MS = 1000;

const working = (state: AssetRenditionsResponse | undefined) =>
  !state || state.status === "pending" || state.status === "running";

/** "360p, 480p and 720p" from the MP4s made (the WebM repeats one of their sizes). */
function madeSizes(state: AssetRenditionsResponse): string {
  const labels = state.renditions.filter((r) => r.mime === "video/mp4").map((r) => r.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "");
}

/**
 * An uploaded video's renditions for VAST players as the server transcodes them: a progress bar while
 * they are made, then what was made, or why there are none (the source still plays in every case).
 */
export function RenditionsProgress({
  hash,
  name,
  onDismiss,
}: {
  hash: string;
  name: string;
  onDismiss: () => void;
}) {
  const query = useQuery({
    queryKey: ["asset-renditions", hash],
    queryFn: () => api.assets.renditions(hash),
    refetchInterval: (q) => (working(q.state.data) && !q.state.error ? POLL_MS : false),
  });
  const state = query.data;
  const common = {
    variant: "light" as const,
    p: "xs",
    withCloseButton: true,
    closeButtonLabel: `Dismiss the message about ${name}`,
    onClose: onDismiss,
  };

  if (query.error) {
    return (
      <Alert {...common} color="red" icon={<IconAlertTriangle size={16} />} title={name}>
        {query.error.message || "Where the video renditions stand could not be read."}
      </Alert>
    );
  }
  if (working(state)) {
    const percent = Math.round(100 * (state?.progress ?? 0));
    return (
      <Stack gap={2}>
        <Text size="xs" truncate>
          {name}
        </Text>
        <Progress size="sm" value={percent} aria-label={`Preparing video renditions of ${name}`} animated />
        <Text size="xs" c="dimmed">
          Preparing video renditions… {percent} %
        </Text>
      </Stack>
    );
  }
  if (state?.status === "done") {
    const sizes = madeSizes(state);
    return (
      <Alert {...common} color="green" icon={<IconCircleCheck size={16} />} title={name}>
        {sizes
          ? `Video renditions ready: ${sizes} MP4${state.renditions.some((r) => r.mime === "video/webm") ? " and a WebM" : ""}. Publish the ad to put them in its VAST tag.`
          : "The video is under 360 lines: its source file is the only rendition."}
      </Alert>
    );
  }
  return (
    <Alert
      {...common}
      color={state?.status === "failed" ? "orange" : "gray"}
      icon={state?.status === "failed" ? <IconAlertTriangle size={16} /> : <IconInfoCircle size={16} />}
      title={name}
    >
      {state?.message}
    </Alert>
  );
}
