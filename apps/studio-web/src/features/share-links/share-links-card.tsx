import type { ShareLink } from "@adstudio/api-client";
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/server-errors";
import { useCan } from "../master-data";
import { CreateLinkDialog } from "./create-link-dialog";
import { shareLinksQuery, useRevokeShareLink } from "./queries";

/** "25 Nov 2026", in the viewer's time zone. */
const DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });
const day = (iso: string) => DAY.format(new Date(iso));
const MODE_LABELS = { view: "View", comment: "View and comment" } as const;

/**
 * "Share for review" on the ad details (issue 31): the ad's active review links for people without an
 * account, a dialog that makes one, and Revoke. Making and revoking need updateAds or approveAds (the
 * server checks it too); reading the list is for everyone who sees the ad's details.
 */
export function ShareLinksCard({ adId }: { adId: string }) {
  const canUpdate = useCan("updateAds");
  const canApprove = useCan("approveAds");
  const mayManage = canUpdate || canApprove;
  const links = useQuery(shareLinksQuery(adId));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="share-links-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="share-links-title">
            Share for review
          </Title>
          {mayManage ? (
            <Button size="xs" leftSection={<IconLink size={14} />} onClick={() => setCreating(true)}>
              Create link
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          People without an account open the ad through a review link, on a phone or a desktop, until it
          expires or is revoked.
        </Text>
        {links.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading review links" />
        ) : links.isError ? (
          <Text c="red" size="sm" role="alert">
            {errorMessage(links.error)}
          </Text>
        ) : links.data.links.length === 0 ? (
          <Text size="sm">No active review links.</Text>
        ) : (
          <LinksList links={links.data.links} onRevoke={mayManage ? setRevoking : undefined} />
        )}
      </Stack>
      {mayManage ? (
        <>
          <CreateLinkDialog adId={adId} opened={creating} onClose={() => setCreating(false)} />
          <RevokeDialog adId={adId} link={revoking} onClose={() => setRevoking(null)} />
        </>
      ) : null}
    </Paper>
  );
}

/** One line of facts per link (a table would not fit the details' narrow column): a list. */
function LinksList({
  links,
  onRevoke,
}: {
  links: ShareLink[];
  onRevoke: ((link: ShareLink) => void) | undefined;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Active review links" style={{ listStyle: "none" }}>
      {links.map((link) => {
        const maker = link.createdBy?.name ?? "a former user";
        return (
          <Group
            component="li"
            key={link._id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
          >
            <Stack gap={4} miw={0}>
              <Group gap="xs">
                <Badge variant="light" tt="none" color={link.mode === "comment" ? "violet" : "blue"}>
                  {MODE_LABELS[link.mode]}
                </Badge>
                <Text size="sm">{link.hasPassword ? "Password" : "No password"}</Text>
                <Text size="sm">
                  {link.views} {link.views === 1 ? "view" : "views"}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                Expires {day(link.expiresAt)} · made by {maker}
              </Text>
            </Stack>
            {onRevoke ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => onRevoke(link)}
                aria-label={`Revoke the link made ${day(link.createdAt)} by ${maker}`}
              >
                Revoke
              </Button>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

function RevokeDialog({
  adId,
  link,
  onClose,
}: {
  adId: string;
  link: ShareLink | null;
  onClose: () => void;
}) {
  const revoke = useRevokeShareLink(adId);
  function close() {
    revoke.reset();
    onClose();
  }
  return (
    <Modal
      opened={link !== null}
      onClose={revoke.isPending ? () => {} : close}
      title="Revoke review link"
      centered
    >
      {link ? (
        <Stack gap="md">
          <Text size="sm">
            Reviewers who open this link will see that it was revoked, and nothing of the ad. This cannot be
            undone: make a new link to share the ad again.
          </Text>
          {revoke.error ? (
            <Text c="red" size="sm" role="alert">
              {errorMessage(revoke.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate(link._id, { onSuccess: close })}
            >
              Revoke link
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
