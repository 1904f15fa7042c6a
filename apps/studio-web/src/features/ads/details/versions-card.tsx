import type { AdRecord, AdVersion } from "@adstudio/api-client";
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconHistory } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "../../master-data";
import { adVersionsQuery } from "../queries";
import { formatWhen } from "../when";
import { RollbackDialog } from "./rollback-dialog";

const byWhom = (version: AdVersion) =>
  version.publishedBy ? `by ${version.publishedBy.name}` : "by a user who no longer exists";

function VersionRow({ version, onRollback }: { version: AdVersion; onRollback?: (() => void) | undefined }) {
  return (
    <Stack gap={4} component="li" aria-label={`Version ${version.version}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600} size="sm">
            Version {version.version}
          </Text>
          {/* The darkest teal under white text reads at AA at a badge's size, as the status badge does. */}
          {version.live && (
            <Badge color="teal.9" variant="filled" c="white">
              Live
            </Badge>
          )}
        </Group>
        {onRollback && !version.live && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconHistory size={14} />}
            onClick={onRollback}
            aria-label={`Make live again: version ${version.version}`}
          >
            Make live again
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Published {formatWhen(version.publishedAt)} {byWhom(version)}
      </Text>
      {version.notes && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {version.notes}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The ad's published versions (issue 13, ad details), newest first, with the live one marked and, for
 * whoever may update ads, "Make live again" on the others.
 */
export function VersionsCard({ ad }: { ad: AdRecord }) {
  const versions = useQuery(adVersionsQuery(ad._id));
  const canRollback = useCan("updateAds");
  const [chosen, setChosen] = useState<AdVersion | null>(null);
  const list = versions.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="versions-title">
      <Title order={2} size="h4" id="versions-title" mb="sm">
        Versions
      </Title>
      {versions.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading versions…</Text>
        </Group>
      ) : versions.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Could not load the versions">
          <Group gap="sm">
            <Text size="sm">{versions.error.message}</Text>
            <Button size="compact-sm" variant="default" onClick={() => versions.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No versions yet: each publish adds one here.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {list.map((version) => (
            <VersionRow
              key={version.version}
              version={version}
              onRollback={canRollback ? () => setChosen(version) : undefined}
            />
          ))}
        </Stack>
      )}
      <RollbackDialog
        ad={ad}
        version={chosen}
        latest={list[0]?.version ?? ad.version ?? 0}
        onClose={() => setChosen(null)}
      />
    </Paper>
  );
}
