import { ActionIcon, Collapse, ColorInput, ColorPicker, Stack, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPalette } from "@tabler/icons-react";
import { type FieldProps, useField } from "./field-props";

/** `colour`: hex text with a leading # (spec shell §5); the picker under it opens and closes on a toggle. */
export function ColourField(props: FieldProps) {
  const { bound, common } = useField(props);
  const [opened, { toggle }] = useDisclosure(false);
  const value = typeof bound.value === "string" ? bound.value : "";
  const name = props.ariaLabel ?? props.field.label;
  return (
    <Stack gap={6}>
      <ColorInput
        {...common}
        format="hex"
        withPicker={false}
        value={value}
        onChange={(next) => bound.onChange(next)}
        rightSection={
          <Tooltip label={opened ? "Hide colour picker" : "Show colour picker"}>
            <ActionIcon
              variant="subtle"
              onClick={toggle}
              aria-label={`${opened ? "Hide" : "Show"} colour picker for ${name}`}
              aria-expanded={opened}
              disabled={common.disabled}
            >
              <IconPalette size={16} />
            </ActionIcon>
          </Tooltip>
        }
      />
      <Collapse expanded={opened}>
        <ColorPicker
          format="hex"
          value={value || "#000000"}
          onChange={(next) => bound.onChange(next)}
          aria-label={`${name} colour picker`}
          fullWidth
        />
      </Collapse>
    </Stack>
  );
}
