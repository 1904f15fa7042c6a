import type { ShareLinkMode } from "@adstudio/api-client";
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from "@adstudio/contract";
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Radio,
  Stack,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { showServerError } from "../../lib/server-errors";
import { useCreateShareLink } from "./queries";

interface Fields {
  mode: ShareLinkMode;
  days: number | string;
  password: string;
}

const EMPTY: Fields = { mode: "view", days: SHARE_LINK_DEFAULT_DAYS, password: "" };
const FIELD_NAMES = ["mode", "expiresInDays", "password"] as const;

/**
 * "Create link": mode, expiry and an optional password; then the address, shown this once (the server
 * keeps only its hash), with a copy button.
 */
export function CreateLinkDialog({
  adId,
  opened,
  onClose,
}: {
  adId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateShareLink(adId);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  function close() {
    create.reset();
    setFields(EMPTY);
    setErrors({});
    setAlert(null);
    setUrl(null);
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setAlert(null);
    create.mutate(
      {
        mode: fields.mode,
        expiresInDays: typeof fields.days === "number" ? fields.days : Number(fields.days),
        ...(fields.password ? { password: fields.password } : {}),
      },
      {
        onSuccess: (answer) => setUrl(answer.url),
        onError: (error) => setAlert(showServerError({ setErrors }, error, FIELD_NAMES)),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={create.isPending ? () => {} : close} title="Create review link" centered>
      {url ? (
        <Stack gap="md">
          <TextInput
            label="Review link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
            rightSection={
              <CopyButton value={url} timeout={3000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? "teal" : "gray"}
                      onClick={copy}
                      aria-label={copied ? "Copied" : "Copy link"}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            This link is shown only once. Copy it now: the studio keeps no copy of it.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Radio.Group
              label="Reviewers may"
              value={fields.mode}
              onChange={(mode) => setFields({ ...fields, mode: mode as ShareLinkMode })}
              error={errors.mode}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="view" label="View" />
                <Radio value="comment" label="View and comment" />
              </Stack>
            </Radio.Group>
            <NumberInput
              label="Expires after (days)"
              description={`1 to ${SHARE_LINK_MAX_DAYS} days`}
              min={1}
              max={SHARE_LINK_MAX_DAYS}
              allowDecimal={false}
              value={fields.days}
              onChange={(days) => setFields({ ...fields, days })}
              error={errors.expiresInDays}
            />
            <PasswordInput
              label="Password (optional)"
              description="Reviewers type it before they see the ad; 8 to 128 characters."
              autoComplete="new-password"
              value={fields.password}
              onChange={(event) => setFields({ ...fields, password: event.currentTarget.value })}
              error={errors.password}
            />
            {alert ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                {alert}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
