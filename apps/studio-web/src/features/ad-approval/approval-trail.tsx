import type { ApprovalEvent } from "@adstudio/api-client";
import { Stack, Text } from "@mantine/core";
import { formatWhen } from "../ads/when";
import { ACTION_LABELS } from "./labels";

/**
 * The audit trail, newest first: who did what to which version, when, and their note (plain text, kept
 * as typed with its line breaks). Stacked lines, so it reads on a phone as on a desk.
 */
export function ApprovalTrail({ events }: { events: readonly ApprovalEvent[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No approval steps yet: requesting review starts the trail.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: "none" }} aria-label="Approval history">
      {events.map((event) => (
        <Stack key={event._id} gap={2} component="li">
          <Text size="sm">
            <Text span fw={600} size="sm">
              {event.actor.name}
            </Text>{" "}
            {ACTION_LABELS[event.action](event.version)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatWhen(event.createdAt)}
          </Text>
          {event.note && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {event.note}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
