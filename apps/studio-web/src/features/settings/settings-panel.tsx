import { SETTINGS_PANEL_WIDTH_PX } from "@adstudio/core";
import { Button, Divider, Drawer, Stack, Switch, Text, Title, useDirection } from "@mantine/core";
import type { ReactNode } from "react";
import { Choice, LayoutOptions } from "./layout-options";
import { type Direction, LAYOUT_STYLES, type LayoutStyle } from "./settings-model";
import { updateSettings, useShellSettings } from "./settings-store";
import { ColourSchemes, ThemeOptions } from "./theme-options";

const STYLE_NAMES: Record<LayoutStyle, string> = {
  vertical: "Vertical",
  horizontal: "Horizontal",
  boxed: "Boxed",
};
const STYLE_OPTIONS = LAYOUT_STYLES.map((style) => [style, STYLE_NAMES[style]] as const);
const DIRECTION_OPTIONS = [
  ["ltr", "LTR"],
  ["rtl", "RTL"],
] as const satisfies readonly (readonly [Direction, string])[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The settings panel (spec shell §2, 380 px): layout style, direction, layout options, element themes,
 * scrollbars, animations and colour schemes. Each change applies at once and is saved (see the store).
 */
export function SettingsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useShellSettings();
  const { dir } = useDirection();
  const { style, config } = settings.layout;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Settings"
      size={SETTINGS_PANEL_WIDTH_PX}
      // The panel sits at the reading direction's end: right in LTR, left in RTL.
      position={dir === "rtl" ? "left" : "right"}
      closeButtonProps={{ "aria-label": "Close settings" }}
      data-testid="settings-panel"
    >
      <Stack gap="lg" pb="xl">
        <Section title="Layout">
          <Choice
            label="Layout style"
            value={style}
            options={STYLE_OPTIONS}
            onChange={(next) => updateSettings({ type: "setLayoutStyle", style: next })}
          />
          <Choice
            label="Direction"
            value={settings.direction}
            options={DIRECTION_OPTIONS}
            onChange={(direction) => updateSettings({ type: "setDirection", direction })}
          />
        </Section>
        <Section title="Layout options">
          <LayoutOptions style={style} config={config} />
        </Section>
        <Section title="Themes">
          <ThemeOptions theme={settings.theme} />
          <Switch
            label="Custom scrollbars"
            checked={settings.customScrollbars}
            onChange={(event) =>
              updateSettings({ type: "setCustomScrollbars", value: event.currentTarget.checked })
            }
          />
          <Switch
            label="Animations"
            checked={settings.animations}
            onChange={(event) =>
              updateSettings({ type: "setAnimations", value: event.currentTarget.checked })
            }
          />
          <Text size="sm" c="dimmed" fs="italic">
            *Not all option combinations are available.
          </Text>
        </Section>
        <Divider />
        <Section title="Colour schemes">
          <Text size="sm" c="dimmed">
            A scheme gives the main area, navbar, toolbar and footer the same theme.
          </Text>
          <ColourSchemes theme={settings.theme} />
        </Section>
        <Button variant="default" onClick={() => updateSettings({ type: "reset" })}>
          Reset to defaults
        </Button>
      </Stack>
    </Drawer>
  );
}
