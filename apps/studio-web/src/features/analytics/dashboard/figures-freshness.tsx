import type { AnalyticsFreshness } from "@adstudio/api-client";
import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";

/** Above this the line says the summaries trail (the server's roller normally keeps within a second or two). */
const LAG_SHOWN_SECONDS = 5;

/** `Updated 12 s ago`, `Updated 3 min ago`, `Updated 2 h ago`: the age of figures fetched at `updatedAt`. */
export function updatedAgo(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds < 60) return `Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} min ago`;
  return `Updated ${Math.floor(minutes / 60)} h ago`;
}

/** The note for summaries trailing the events by more than a few seconds; null when they keep up. */
export function lagNote(freshness: AnalyticsFreshness | undefined): string | null {
  const lag = freshness?.rollupLagSeconds ?? 0;
  if (lag <= LAG_SHOWN_SECONDS) return null;
  return `Summaries trail by ${lag.toLocaleString("en-US")} s; the newest events are counted one by one, so loading is slower.`;
}

/** The browser's time, read again every second (the clock is injectable for tests). */
function useNow(clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}

/**
 * How fresh the figures on screen are. The server counts every event stored when it answers (the
 * rollups plus the events not rolled up yet), so the figures are as old as the answer: measured on the
 * browser's clock from when it arrived (a server clock set differently cannot make it read wrong), with
 * the server's `asOf` in the tooltip. A refresh button fetches every figure again.
 */
export function FiguresFreshness({
  updatedAt,
  freshness,
  fetching,
  onRefresh,
  clock = Date.now,
}: {
  /** When the KPIs answer arrived (0 before the first). */
  updatedAt: number;
  freshness: AnalyticsFreshness | undefined;
  fetching: boolean;
  onRefresh: () => void;
  clock?: () => number;
}) {
  const now = useNow(clock);
  const note = lagNote(freshness);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {note ? (
        <Text size="sm" c="orange.9">
          {note}
        </Text>
      ) : null}
      <Tooltip
        label={
          freshness
            ? `Every event received up to ${new Date(freshness.asOf).toLocaleString()} is counted.`
            : "Every event received when the figures were loaded is counted."
        }
      >
        <Text size="sm" c="dimmed" tabIndex={0}>
          {updatedAt > 0 ? (fetching ? "Updating…" : updatedAgo(updatedAt, now)) : "Loading…"}
        </Text>
      </Tooltip>
      <Tooltip label="Refresh figures">
        <ActionIcon variant="subtle" aria-label="Refresh figures" loading={fetching} onClick={onRefresh}>
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
