import { secretKeyOf } from "@adstudio/api-client";
import { Button, Code, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconRefresh } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../../features/master-data/confirm-dialog";
import { useCopy } from "../../../../features/preview/use-copy";
import { generateSecretKey, secretKeyQuery } from "../../../../features/secret-key/queries";
import { notify } from "../../../../lib/notify";
import { reportError } from "../../../../lib/report-error";

/** What the masked field shows: one dot per character, so the length is honest but nothing else. */
const mask = (key: string) => "•".repeat(key.length);

/**
 * The Secret Key page's card (spec studio §2 'Secret key', §4): a read-only masked field with Reveal/Hide,
 * Generate New (after a confirmation the key is replaced and read again) and Copy ('Copied' for 3 s).
 */
export function SecretKeyCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(secretKeyQuery(userId));
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { copied, copy } = useCopy();
  const key = query.data ? secretKeyOf(query.data) : "";

  const generate = async () => {
    try {
      await generateSecretKey(userId);
      // Read the key again (spec §4), so what is shown is what the server now holds.
      await queryClient.refetchQueries({ queryKey: secretKeyQuery(userId).queryKey, exact: true });
      notify("A new secret key was generated. The previous key no longer works.", "success");
    } catch (error) {
      console.error("Generating a secret key failed", error);
      reportError(error, "The secret key could not be generated.");
    }
  };

  if (query.isError) console.error("Reading the secret key failed", query.error);

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <TextInput
          label="Secret Key"
          readOnly
          value={revealed ? key : mask(key)}
          placeholder={query.isPending ? "Loading…" : undefined}
          description="Scripts and the adstudio CLI send this key in the x-secret-key header instead of signing in."
          error={query.isError ? "The secret key could not be loaded." : undefined}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          data-testid="secret-key-field"
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            onClick={() => setRevealed((shown) => !shown)}
            disabled={!key}
          >
            {revealed ? "Hide" : "Reveal"}
          </Button>
          <Button
            variant="default"
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            color={copied ? "teal" : undefined}
            onClick={() => copy(key)}
            disabled={!key}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
          <Button color="red" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming(true)}>
            Generate New
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Treat the key like a password: it acts as you, with your permissions. Generate a new one if it
          leaks; the old key stops working at once. Sign the command-line tool in with{" "}
          <Code>adstudio login --url {window.location.origin} --key &lt;key&gt;</Code>.
        </Text>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Generate New Secret Key"
        text="Your current secret key will stop working at once, and scripts using it will need the new one. Do you want to generate a new key?"
        onConfirm={generate}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
