import type { LayerProps } from "@adstudio/creative/document";
import { Fieldset, Group, NumberInput } from "@mantine/core";
import type { PropFieldProps } from "./prop-fields";
import { useLayerEdit } from "./use-layer-edit";

type Hover = NonNullable<LayerProps["hoverStyle"]>;

/** `hoverStyle`: how much a layer grows and how opaque it gets while the pointer is over it. */
export function HoverField({ layer, props }: PropFieldProps) {
  const edit = useLayerEdit(layer.id);
  const hover = props.hoverStyle ?? {};
  const set = (key: keyof Hover, value: number | undefined) => {
    const next: Hover = { ...hover, [key]: value };
    if (value === undefined) delete next[key];
    edit.setProps(
      "Set hover style",
      { hoverStyle: Object.keys(next).length > 0 ? next : undefined },
      `hover-${key}`,
    );
  };
  return (
    <Fieldset legend="On hover" variant="unstyled">
      <Group grow gap="xs">
        <NumberInput
          size="xs"
          label="Scale"
          min={0.1}
          max={5}
          step={0.05}
          decimalScale={2}
          value={hover.scale ?? ""}
          onChange={(next) => {
            if (next === "") set("scale", undefined);
            else if (typeof next === "number" && next >= 0.1 && next <= 5) set("scale", next);
          }}
        />
        <NumberInput
          size="xs"
          label="Opacity on hover"
          min={0}
          max={100}
          suffix=" %"
          value={hover.opacity === undefined ? "" : Math.round(hover.opacity * 100)}
          onChange={(next) => {
            if (next === "") set("opacity", undefined);
            else if (typeof next === "number" && next >= 0 && next <= 100) set("opacity", next / 100);
          }}
        />
      </Group>
    </Fieldset>
  );
}
