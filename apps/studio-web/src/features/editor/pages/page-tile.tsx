import type { Page } from "@adstudio/creative/document";
import { ActionIcon, Group, Menu, NumberInput, Paper, Text, TextInput, UnstyledButton } from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconCopy,
  IconDots,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";

export interface PageTileProps {
  page: Page;
  number: number;
  count: number;
  current: boolean;
  /** Story pages advance on their own: their tile has a duration field. */
  timed: boolean;
  /** Why no page can be added now (the format's page limit), or null. */
  addBlocked: string | null;
  onSelect(): void;
  onRename(name: string): void;
  onDuplicate(): void;
  onMove(delta: -1 | 1): void;
  onDelete(): void;
  onDuration(ms: number | undefined): void;
}

/** Seconds shown in the duration field; the document keeps milliseconds. */
const seconds = (ms: number | undefined) => (ms === undefined ? "" : ms / 1000);

/** One page of the strip: its number and name, a menu of page commands, and a story page's duration. */
export function PageTile(props: PageTileProps) {
  const { page, number, count, current } = props;
  const [renaming, setRenaming] = useState<string | null>(null);
  const commitRename = () => {
    const name = renaming?.trim();
    setRenaming(null);
    if (name && name !== page.name) props.onRename(name.slice(0, 120));
  };
  return (
    <Paper
      withBorder
      p={6}
      w={160}
      radius="sm"
      style={{
        flex: "none",
        borderColor: current ? "var(--mantine-primary-color-filled)" : undefined,
        boxShadow: current ? "0 0 0 1px var(--mantine-primary-color-filled)" : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        {renaming === null ? (
          <UnstyledButton
            onClick={props.onSelect}
            onDoubleClick={() => setRenaming(page.name)}
            onKeyDown={(event) => {
              if (event.key === "F2") setRenaming(page.name);
            }}
            aria-current={current ? "page" : undefined}
            aria-label={`Page ${number}: ${page.name || "Untitled"}`}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Text size="xs" c="dimmed">
              {number}
            </Text>
            <Text size="sm" fw={current ? 600 : 400} truncate>
              {page.name || "Untitled"}
            </Text>
          </UnstyledButton>
        ) : (
          <TextInput
            size="xs"
            aria-label={`Name of page ${number}`}
            value={renaming}
            maxLength={120}
            autoFocus
            onChange={(event) => setRenaming(event.currentTarget.value)}
            onBlur={commitRename}
            onKeyDown={(event) => {
              if (event.key === "Enter") commitRename();
              if (event.key === "Escape") setRenaming(null);
            }}
            style={{ flex: 1 }}
          />
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Page ${number} options`}>
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setRenaming(page.name)}>
              Rename
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              disabled={props.addBlocked !== null}
              title={props.addBlocked ?? undefined}
              onClick={props.onDuplicate}
            >
              Duplicate
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowLeft size={14} />}
              disabled={number === 1}
              onClick={() => props.onMove(-1)}
            >
              Move earlier
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowRight size={14} />}
              disabled={number === count}
              onClick={() => props.onMove(1)}
            >
              Move later
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={count <= 1}
              title={count <= 1 ? "An ad keeps at least one page." : undefined}
              onClick={props.onDelete}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {props.timed && (
        <NumberInput
          mt={4}
          size="xs"
          label="Duration (s)"
          aria-label={`Duration of page ${number} in seconds`}
          placeholder="Until tapped"
          min={0.5}
          max={60}
          step={0.5}
          decimalScale={1}
          value={seconds(page.durationMs)}
          onChange={(value) => {
            if (value === "") return props.onDuration(undefined);
            const ms = Math.round(Number(value) * 1000);
            // Values on the way to a valid one (typing "0" before "0.5") are not written.
            if (ms >= 500 && ms <= 60_000) props.onDuration(ms);
          }}
        />
      )}
    </Paper>
  );
}
