import { Button, Group, Text } from "@mantine/core";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { SizeOption } from "./size-options";

interface SizeButtonsProps {
  /** The title's element id, which names the group. */
  id: string;
  title: string;
  options: readonly SizeOption[];
  /** Adding shows a plus; removing shows a cross and names the button "Remove <size>". */
  action: "add" | "remove";
  onClick: (key: string) => void;
  disabled?: boolean;
}

/**
 * A titled row of buttons, one per size, that add (or remove) that size: the editor's Sizes popover and
 * the ad details' Sizes card offer the format's sizes the same way.
 */
export function SizeButtons({ id, title, options, action, onClick, disabled = false }: SizeButtonsProps) {
  const remove = action === "remove";
  return (
    <div>
      <Text size="xs" fw={600} id={id} mb={4}>
        {title}
      </Text>
      <Group gap={4} role="group" aria-labelledby={id}>
        {options.map(({ key, label }) => (
          <Button
            key={key}
            variant="default"
            size="compact-xs"
            {...(remove ? { color: "red", "aria-label": `Remove ${label}` } : {})}
            leftSection={remove ? <IconX size={12} /> : <IconPlus size={12} />}
            disabled={disabled}
            onClick={() => onClick(key)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </div>
  );
}
