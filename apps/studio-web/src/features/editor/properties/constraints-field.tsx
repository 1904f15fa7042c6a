import type { Constraints, HorizontalConstraint, VerticalConstraint } from "@adstudio/creative/document";
import { constraintsOf } from "@adstudio/creative/resize";
import { Checkbox, Group, Select, Text } from "@mantine/core";
import { useEditor, useEditorStore } from "../editor-context";
import { setConstraintsCommand } from "../model/commands/sizes";

/** The choice that leaves the constraints unset: re-flow infers them from where the layer sits. */
const AUTO = "auto";

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
 * or both edges, or scaled, and whether it keeps its proportions. Until set, "Auto" names what re-flow
 * infers from where the layer sits on the base size.
 */
export function ConstraintsField({ layerId }: { layerId: string }) {
  const layer = useEditor((s) => s.document.layers[layerId]);
  const base = useEditor((s) => s.document.teaser[s.document.baseSize]);
  const baseSize = useEditor((s) => s.document.baseSize);
  const store = useEditorStore();
  if (!layer || !base) return null;
  const current = constraintsOf(layer, base, baseSize);
  const auto = layer.constraints === undefined;
  const run = (constraints: Constraints | null) =>
    store.getState().run(setConstraintsCommand, { ids: [layerId], constraints });
  // "Auto" clears both axes: constraints are set as a whole, and until set re-flow infers them.
  const choose = (value: string | null, axis: "horizontal" | "vertical") => {
    if (!value) return;
    if (value === AUTO) run(null);
    else run({ ...current, [axis]: value });
  };
  const options = <T extends string>(list: { value: T; label: string }[], inferred: T) => [
    { value: AUTO, label: `Auto: ${list.find((o) => o.value === inferred)?.label ?? inferred}` },
    ...list,
  ];
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="constraints-field">
      <Text component="legend" size="xs" fw={600} mb={4}>
        When resized
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Select
          label="Pin horizontally"
          size="xs"
          data={options(HORIZONTAL, current.horizontal)}
          value={auto ? AUTO : current.horizontal}
          onChange={(value) => choose(value, "horizontal")}
          allowDeselect={false}
          flex={1}
        />
        <Select
          label="Pin vertically"
          size="xs"
          data={options(VERTICAL, current.vertical)}
          value={auto ? AUTO : current.vertical}
          onChange={(value) => choose(value, "vertical")}
          allowDeselect={false}
          flex={1}
        />
      </Group>
      <Checkbox
        mt={6}
        size="xs"
        label="Keep proportions"
        checked={current.keepAspect}
        onChange={(event) => run({ ...current, keepAspect: event.currentTarget.checked })}
      />
    </fieldset>
  );
}
