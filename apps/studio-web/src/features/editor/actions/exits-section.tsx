import { Alert, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { useEditor, useEditorStore } from "../editor-context";
import { addExitCommand, editExitCommand, removeExitCommand } from "../model/commands/exits";
import { sortedExits } from "./action-options";
import { ExitRow, urlProblem } from "./exit-row";
import { exitUsers, nextExitName } from "./exits";

/**
 * The ad's exits (clickTag, clickTag2 …): add one with its landing page, edit and remove them. An exit
 * something still uses is not removed; the message names what uses it.
 */
export function ExitsSection() {
  const store = useEditorStore();
  const exits = useEditor((s) => s.document.exits);
  const usage = useEditor(
    useShallow((s) => ({
      layers: s.document.layers,
      features: s.document.features,
      stage: s.document.stage,
    })),
  );
  const [url, setUrl] = useState("");
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const next = nextExitName(exits);
  const { run } = store.getState();

  const add = () => {
    const problem = urlProblem(url);
    setError(problem);
    if (problem || !next) return;
    run(addExitCommand, { name: next, url, label });
    setUrl("");
    setLabel("");
  };
  const remove = (name: string) => {
    const users = exitUsers(usage, name);
    if (users.length > 0) {
      setBlocked(
        `${name} is used by ${users.join(", ")}. Change ${users.length === 1 ? "it" : "them"} first, then remove ${name}.`,
      );
      return;
    }
    setBlocked(null);
    run(removeExitCommand, { name });
  };

  return (
    <Stack gap="xs" role="region" aria-label="Exits">
      <Title order={3} size="h6">
        Exits
      </Title>
      <Text size="xs" c="dimmed">
        Where the ad leads. Ad servers replace each click tag with their tracked address.
      </Text>
      {blocked && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          p="xs"
          withCloseButton
          onClose={() => setBlocked(null)}
        >
          <Text size="sm">{blocked}</Text>
        </Alert>
      )}
      {sortedExits(exits).map((name) => {
        const exit = exits[name];
        return exit ? (
          <ExitRow
            key={name}
            name={name}
            exit={exit}
            onRemove={() => remove(name)}
            onChange={(changed) => run(editExitCommand, { name, exit: changed })}
          />
        ) : null;
      })}
      {next ? (
        <Stack gap={4}>
          <TextInput
            size="xs"
            label={`Landing page of ${next}`}
            placeholder="https://"
            value={url}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => event.key === "Enter" && add()}
          />
          <TextInput
            size="xs"
            label={`Label of ${next}`}
            placeholder="Shop now"
            maxLength={120}
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
              Add exit
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          An ad has at most 20 exits.
        </Text>
      )}
    </Stack>
  );
}
