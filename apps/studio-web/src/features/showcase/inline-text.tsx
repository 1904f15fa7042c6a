import { ActionIcon, Group, TextInput, Tooltip } from "@mantine/core";
import { IconDeviceFloppy, IconPencil, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";

interface InlineTextProps {
  /** Names the field for screen readers ('Preview name'). */
  label: string;
  value: string;
  /** What shows when the value is empty (the ad's own name for the preview name). */
  placeholder: string;
  /** Saves the new value; the edit closes when it resolves and stays open when it fails. */
  onSave: (value: string) => Promise<unknown>;
  children: (text: string) => ReactNode;
}

/** A card text the owner edits in place: a pencil opens a field, the save icon (or Enter) saves it. */
export function InlineText({ label, value, placeholder, onSave, children }: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The failure was reported; the field stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap" align="flex-start" style={{ position: "relative", zIndex: 1 }}>
        <div style={{ flex: 1, minWidth: 0 }}>{children(value || placeholder)}</div>
        <Tooltip label={`Edit ${label.toLowerCase()}`}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => setDraft(value)}
          >
            <IconPencil size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      style={{ position: "relative", zIndex: 1 }}
    >
      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={label}
          size="xs"
          style={{ flex: 1 }}
          value={draft}
          maxLength={120}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setDraft(null);
          }}
          data-autofocus
          autoFocus
        />
        <ActionIcon type="submit" size="md" aria-label={`Save ${label.toLowerCase()}`} loading={saving}>
          <IconDeviceFloppy size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label="Cancel"
          onClick={() => setDraft(null)}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}
