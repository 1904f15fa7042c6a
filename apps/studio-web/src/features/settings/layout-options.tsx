import { Fieldset, Group, Radio, Stack, Switch } from "@mantine/core";
import type { BarPosition, ContentWidth, LayoutConfig, LayoutStyle, NavbarPosition } from "./settings-model";
import { updateSettings } from "./settings-store";

/** A labelled radio group of a few named options. */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Group gap="md" mt={6}>
        {options.map(([option, text]) => (
          <Radio key={option} value={option} label={text} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

const POSITIONS = [
  ["fixed", "Fixed"],
  ["static", "Static"],
] as const satisfies readonly (readonly [BarPosition, string])[];
const SIDES = [
  ["left", "Left"],
  ["right", "Right"],
] as const satisfies readonly (readonly [NavbarPosition, string])[];
const WIDTHS = [
  ["fullwidth", "Full width"],
  ["container", "Container"],
] as const satisfies readonly (readonly [ContentWidth, string])[];

/**
 * The layout options of the current style. A horizontal navbar cannot fold or change side, so those
 * options are disabled there (hence the panel's note that not every combination exists).
 */
export function LayoutOptions({ style, config }: { style: LayoutStyle; config: LayoutConfig }) {
  const patch = updateSettings;
  const horizontal = style === "horizontal";
  return (
    <Stack gap="md">
      <Fieldset legend="Navbar" variant="filled">
        <Stack gap="sm">
          <Switch
            label="Display navbar"
            checked={config.navbar.display}
            onChange={(event) =>
              patch({ type: "patchLayout", patch: { navbar: { display: event.currentTarget.checked } } })
            }
          />
          <Switch
            label="Folded navbar"
            disabled={horizontal || !config.navbar.display}
            checked={config.navbar.folded}
            onChange={(event) =>
              patch({ type: "patchLayout", patch: { navbar: { folded: event.currentTarget.checked } } })
            }
          />
          <Choice
            label="Navbar position"
            value={config.navbar.position}
            options={SIDES}
            disabled={horizontal || !config.navbar.display}
            onChange={(position) => patch({ type: "patchLayout", patch: { navbar: { position } } })}
          />
        </Stack>
      </Fieldset>
      <BarOptions bar="toolbar" title="Toolbar" config={config} />
      <BarOptions bar="footer" title="Footer" config={config} />
      <Choice
        label="Content width"
        value={config.mode}
        options={WIDTHS}
        onChange={(mode) => patch({ type: "patchLayout", patch: { mode } })}
      />
    </Stack>
  );
}

/** Display and position of a top or bottom bar; the toolbar and the footer offer the same options. */
function BarOptions({
  bar,
  title,
  config,
}: {
  bar: "toolbar" | "footer";
  title: string;
  config: LayoutConfig;
}) {
  const { display, position } = config[bar];
  return (
    <Fieldset legend={title} variant="filled">
      <Stack gap="sm">
        <Switch
          label={`Display ${bar}`}
          checked={display}
          onChange={(event) =>
            updateSettings({
              type: "patchLayout",
              patch: { [bar]: { display: event.currentTarget.checked } },
            })
          }
        />
        <Choice
          label={`${title} position`}
          value={position}
          options={POSITIONS}
          disabled={!display}
          onChange={(next) => updateSettings({ type: "patchLayout", patch: { [bar]: { position: next } } })}
        />
      </Stack>
    </Fieldset>
  );
}
