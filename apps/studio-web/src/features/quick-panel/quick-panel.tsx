import type { QuickPanelItem } from "@adstudio/api-client";
import { Anchor, Divider, Drawer, Loader, Stack, Switch, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useSyncExternalStore } from "react";
import { api } from "../../lib/api";
import {
  cloudSyncOn,
  setCloudSync,
  settingsStore,
  updateSettings,
  useShellSettings,
} from "../settings/settings-store";
import { quickPanelStore, useQuickPanelOpen } from "./quick-panel-store";

export const quickPanelQuery = () =>
  ({ queryKey: ["quick-panel"], queryFn: () => api.quickPanel.data() }) as const;

function Items({ items, empty, testId }: { items: QuickPanelItem[]; empty: string; testId: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.id} data-testid={testId}>
          <Anchor component={Link} to={item.url} size="sm" fw={600} onClick={quickPanelStore.close}>
            {item.title}
          </Anchor>
          {item.detail ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {item.detail}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

/**
 * The quick side panel (spec shell §2): today's date, the user's real upcoming events (campaign flights
 * starting or ending, ads just published), their latest notes, and two quick settings: Notifications
 * (chat notices) and Cloud Sync (settings in the account, or only in this browser). The template's third
 * toggle, Retro Thrusters, is left out: it does nothing in a studio.
 */
export function QuickPanel() {
  const opened = useQuickPanelOpen();
  const settings = useShellSettings();
  const cloudSync = useSyncExternalStore(settingsStore.subscribe, cloudSyncOn, cloudSyncOn);
  const data = useQuery({ ...quickPanelQuery(), enabled: opened });
  const today = dayjs();

  return (
    <Drawer
      opened={opened}
      onClose={quickPanelStore.close}
      position="right"
      size={320}
      title={
        <div data-testid="quick-panel-date">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Today
          </Text>
          <Title order={2} size="h3">
            {today.format("dddd")}
          </Title>
          <Text size="sm">{today.format("MMMM D, YYYY")}</Text>
        </div>
      }
      closeButtonProps={{ "aria-label": "Close the quick panel" }}
    >
      <Stack gap="lg" data-testid="quick-panel">
        <section aria-labelledby="quick-events">
          <Title order={3} size="h6" id="quick-events" mb="xs">
            Events
          </Title>
          {data.isPending ? (
            <Loader size="xs" role="status" aria-label="Loading events" />
          ) : (
            <Items
              items={data.data?.events ?? []}
              empty="Nothing coming up in the next 30 days."
              testId="quick-event"
            />
          )}
        </section>
        <Divider />
        <section aria-labelledby="quick-notes">
          <Title order={3} size="h6" id="quick-notes" mb="xs">
            Notes
          </Title>
          {data.isPending ? (
            <Loader size="xs" role="status" aria-label="Loading notes" />
          ) : (
            <Items items={data.data?.notes ?? []} empty="No notes yet." testId="quick-note" />
          )}
          <Anchor
            component={Link}
            to="/studio/notes"
            size="xs"
            mt="xs"
            display="inline-block"
            onClick={quickPanelStore.close}
          >
            All notes
          </Anchor>
        </section>
        <Divider />
        <section aria-labelledby="quick-settings">
          <Title order={3} size="h6" id="quick-settings" mb="xs">
            Quick Settings
          </Title>
          <Stack gap="sm">
            <Switch
              label="Notifications"
              description="Show a notice when a chat message arrives."
              checked={settings.notifications}
              onChange={(event) =>
                updateSettings({ type: "setNotifications", value: event.currentTarget.checked })
              }
            />
            <Switch
              label="Cloud Sync"
              description={
                cloudSync ? "Settings are saved to your account." : "Settings stay in this browser only."
              }
              checked={cloudSync}
              onChange={(event) => setCloudSync(event.currentTarget.checked)}
            />
          </Stack>
        </section>
      </Stack>
    </Drawer>
  );
}
