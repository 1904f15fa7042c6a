import { Badge, Button, Group } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";

/**
 * Says that a field's value is this size's own (a per-size override), with the action that drops it so
 * the base size's value shows again.
 */
export function OverrideNote({
  label,
  sizeLabel,
  onReset,
}: {
  label: string;
  sizeLabel: string;
  onReset(): void;
}) {
  return (
    <Group gap={6} mt={2} wrap="nowrap">
      <Badge size="xs" variant="light" color="orange">
        Overridden for {sizeLabel}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconArrowBackUp size={12} />}
        onClick={onReset}
        aria-label={`Reset ${label} to base size`}
      >
        Reset to base size
      </Button>
    </Group>
  );
}
