import type { Constraints, HorizontalConstraint, VerticalConstraint } from "@adstudio/creative/document";
import { constraintsOf } from "@adstudio/creative/resize";
import { Checkbox, Group, Select, Text } from "@mantine/core";
import { useEditor, useEditorStore } from "../editor-context";
import { setConstraintsCommand } from "../model/commands/sizes";

const HORIZONTAL: { value: HorizontalConstraint; label: string }[] = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
  { value: "left-right", label: "Left and right" },
  { value: "scale", label: "Scale" },
];
const VERTICAL: { value: VerticalConstraint; label: string }[] = [
  { value: "top", label: "Top" },
  { value: "center", label: "Centre" },
  { value: "bottom", label: "Bottom" },
  { value: "top-bottom", label: "Top and bottom" },
  { value: "scale", label: "Scale" },
];

/**
 * Where the layer stays when a size is added (the re-flow reads these): pinned to an edge, the centre
 * or both edges, or scaled, and whether it keeps its proportions. Until set, the values shown are the
 * ones re-flow infers from where the layer sits on the base size.
 */
export function ConstraintsField({ layerId }: { layerId: string }) {
  const layer = useEditor((s) => s.document.layers[layerId]);
  const base = useEditor((s) => s.document.teaser[s.document.baseSize]);
  const baseSize = useEditor((s) => s.document.baseSize);
  const store = useEditorStore();
  if (!layer || !base) return null;
  const current = constraintsOf(layer, base, baseSize);
  const set = (change: Partial<Constraints>) =>
    store.getState().run(setConstraintsCommand, { ids: [layerId], constraints: { ...current, ...change } });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="xs" fw={600} mb={4}>
        When resized{layer.constraints ? "" : " (from where it sits)"}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          label="Pin horizontally"
          size="xs"
          data={HORIZONTAL}
          value={current.horizontal}
          onChange={(value) => value && set({ horizontal: value as HorizontalConstraint })}
          allowDeselect={false}
          flex={1}
        />
        <Select
          label="Pin vertically"
          size="xs"
          data={VERTICAL}
          value={current.vertical}
          onChange={(value) => value && set({ vertical: value as VerticalConstraint })}
          allowDeselect={false}
          flex={1}
        />
      </Group>
      <Checkbox
        mt={6}
        size="xs"
        label="Keep proportions"
        checked={current.keepAspect}
        onChange={(event) => set({ keepAspect: event.currentTarget.checked })}
      />
    </fieldset>
  );
}
