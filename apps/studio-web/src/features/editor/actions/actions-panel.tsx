import { Divider, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useEditor, useEditorStore } from "../editor-context";
import { addActionCommand, editActionCommand, removeActionCommand } from "../model/commands/actions";
import { actionTargets } from "./action-options";
import { clickSummary } from "./click-summary";
import { ExitsSection } from "./exits-section";
import { LayerActions } from "./layer-actions";

/**
 * Events → actions of the selected layer, and the ad's exits. Actions offer only targets the document
 * has; every change is one undo step.
 */
export function ActionsPanel() {
  const store = useEditorStore();
  const selection = useEditor((s) => s.session.selection);
  const format = useEditor((s) => s.document.format);
  const source = useEditor(
    useShallow((s) => ({
      layers: s.document.layers,
      pages: s.document.pages,
      exits: s.document.exits,
      features: s.document.features,
      stage: s.document.stage,
    })),
  );
  const layerId = selection.length === 1 ? selection[0] : undefined;
  const layer = layerId ? source.layers[layerId] : undefined;
  const targets = useMemo(() => (layerId ? actionTargets(source, layerId) : null), [source, layerId]);

  return (
    <Stack gap="sm">
      <Stack gap="xs" role="region" aria-label="Actions">
        <Title order={3} size="h6">
          {layer ? `Actions of ${layer.name || layer.id}` : "Actions"}
        </Title>
        {layer && targets ? (
          <LayerActions
            key={layer.id}
            layer={layer}
            format={format}
            targets={targets}
            click={clickSummary(source, layer.id)}
            onAdd={(action) => store.getState().run(addActionCommand, { id: layer.id, action })}
            onEdit={(index, action) =>
              store.getState().run(editActionCommand, { id: layer.id, index, action })
            }
            onRemove={(index) => store.getState().run(removeActionCommand, { id: layer.id, index })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {selection.length > 1
              ? "Select one layer to see its actions."
              : "Select a layer to make it do something when clicked, tapped or shown."}
          </Text>
        )}
      </Stack>
      <Divider />
      <ExitsSection />
    </Stack>
  );
}
