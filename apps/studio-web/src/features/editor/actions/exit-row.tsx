import { type Exit, HttpsUrlSchema } from "@adstudio/creative/document";
import { ActionIcon, Badge, Group, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import * as v from "valibot";

/** The schema's message for an address that is not a full https:// one, or null when it is. */
export function urlProblem(url: string): string | null {
  const result = v.safeParse(HttpsUrlSchema, url.trim());
  return result.success ? null : (result.issues[0]?.message ?? "Use a full https:// address.");
}

export interface ExitRowProps {
  name: string;
  exit: Exit;
  onChange(exit: Exit): void;
  onRemove(): void;
}

/**
 * One exit: its click tag name, landing page and label. A field is written when it loses focus (one
 * undo step per edit), and only a valid https:// address is written; otherwise its message shows.
 */
export function ExitRow({ name, exit, onChange, onRemove }: ExitRowProps) {
  const [url, setUrl] = useState(exit.url);
  const [label, setLabel] = useState(exit.label);
  const [error, setError] = useState<string | null>(null);
  // Undo and redo change the exit under the fields.
  useEffect(() => setUrl(exit.url), [exit.url]);
  useEffect(() => setLabel(exit.label), [exit.label]);

  const commitUrl = () => {
    const problem = urlProblem(url);
    setError(problem);
    if (!problem && url.trim() !== exit.url) onChange({ ...exit, url: url.trim() });
  };
  return (
    <Stack gap={4} py={6} style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}>
      <Group justify="space-between" wrap="nowrap">
        <Badge variant="light" tt="none">
          {name}
        </Badge>
        <Tooltip label={`Remove ${name}`}>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TextInput
        size="xs"
        label="Landing page"
        aria-label={`Landing page of ${name}`}
        value={url}
        error={error}
        onChange={(event) => setUrl(event.currentTarget.value)}
        onBlur={commitUrl}
        onKeyDown={(event) => event.key === "Enter" && commitUrl()}
      />
      <TextInput
        size="xs"
        label="Label"
        aria-label={`Label of ${name}`}
        maxLength={120}
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
        onBlur={() => label !== exit.label && onChange({ ...exit, label })}
      />
    </Stack>
  );
}
