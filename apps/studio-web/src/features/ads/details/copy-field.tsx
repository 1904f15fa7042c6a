import { ActionIcon, CopyButton, Group, Input, Textarea, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useId } from "react";

interface CopyFieldProps {
  label: string;
  value: string;
  /** Several lines (an HTML snippet) instead of one. */
  multiline?: boolean;
  description?: string;
}

/** A read-only value with a copy button that says 'Copied' for a moment. */
export function CopyField({ label, value, multiline, description }: CopyFieldProps) {
  const id = useId();
  const copy = (
    <CopyButton value={value} timeout={3000}>
      {({ copied, copy: run }) => (
        <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={run}
            aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
  if (multiline) {
    return (
      <div>
        <Group justify="space-between" gap="xs" mb={4}>
          <Input.Label htmlFor={id}>{label}</Input.Label>
          {copy}
        </Group>
        <Textarea
          id={id}
          value={value}
          readOnly
          autosize
          minRows={2}
          description={description}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    );
  }
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      description={description}
      rightSection={copy}
      styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}
