import { Stack, Text, Title } from "@mantine/core";
import { useEditor } from "../editor-context";
import { LayerProperties } from "./layer-properties";
import { StageSettings } from "./stage-settings";

/**
 * The selected layer's properties, built from the Form Elements master data; with nothing selected, the
 * page's and the stage's settings; with several layers selected, a hint to pick one.
 */
export function PropertiesPanel() {
  const selection = useEditor((s) => s.session.selection);
  const only = selection.length === 1 ? selection[0] : undefined;
  return (
    <Stack gap="sm" component="section" aria-label="Properties">
      <Title order={2} size="h5">
        Properties
      </Title>
      {selection.length === 0 && <StageSettings />}
      {only && <LayerProperties key={only} layerId={only} />}
      {selection.length > 1 && (
        <Text size="sm" c="dimmed">
          {selection.length} layers are selected. Select one layer to edit its properties.
        </Text>
      )}
    </Stack>
  );
}
