import { ColorSwatch, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { THEME_ELEMENTS, type ThemeElement } from "./settings-model";
import classes from "./settings-panel.module.css";
import { updateSettings } from "./settings-store";
import { isThemeName, SHELL_THEMES, THEME_NAMES, type ThemeName } from "./themes";

const ELEMENT_LABELS: Record<ThemeElement, string> = {
  main: "Main theme",
  navbar: "Navbar theme",
  toolbar: "Toolbar theme",
  footer: "Footer theme",
};

const THEME_OPTIONS = THEME_NAMES.map((name) => ({
  value: name,
  label: `${SHELL_THEMES[name].label} (${SHELL_THEMES[name].scheme})`,
}));

/** One theme per shell element. */
export function ThemeOptions({ theme }: { theme: Record<ThemeElement, ThemeName> }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      {THEME_ELEMENTS.map((element) => (
        <Select
          key={element}
          label={ELEMENT_LABELS[element]}
          data={THEME_OPTIONS}
          value={theme[element]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          leftSection={<ColorSwatch color={SHELL_THEMES[theme[element]].background} size={14} />}
          onChange={(value) => {
            if (isThemeName(value)) updateSettings({ type: "setTheme", element, theme: value });
          }}
        />
      ))}
    </SimpleGrid>
  );
}

/** Colour schemes: one click gives every element (main, navbar, toolbar, footer) the same theme. */
export function ColourSchemes({ theme }: { theme: Record<ThemeElement, ThemeName> }) {
  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label="Colour schemes">
      {THEME_NAMES.map((name) => {
        const { label, background, text } = SHELL_THEMES[name];
        const active = THEME_ELEMENTS.every((element) => theme[element] === name);
        return (
          <UnstyledButton
            key={name}
            className={classes.scheme}
            aria-pressed={active}
            data-active={active || undefined}
            onClick={() => updateSettings({ type: "applyScheme", theme: name })}
            data-testid={`colour-scheme-${name}`}
          >
            <Stack gap={4} align="center">
              <Group gap={0} className={classes.schemePreview} style={{ background }}>
                <span style={{ background: text }} />
              </Group>
              <Text size="xs" fw={500}>
                {label}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
