import type { Layer, LayerProps } from "@adstudio/creative/document";
import type { PropField as RegistryField } from "@adstudio/creative/props";
import { Box, ColorInput, Group, NumberInput, Select, Text } from "@mantine/core";
import { memo, useEffect, useState } from "react";
import { KEYFRAME_OF_PROP, KeyframeFieldButton } from "../timeline/keyframe-field-button";
import { choiceLabel } from "./element-fields";
import { FontField } from "./font-field";
import { HoverField } from "./hover-field";
import { OverrideNote } from "./override-note";
import classes from "./properties-panel.module.css";
import { useLayerEdit } from "./use-layer-edit";
import { useScrub } from "./use-scrub";

/**
 * Names the colour inputs' eye-dropper button (Mantine shows it where the browser has the EyeDropper API,
 * as Chromium does), which otherwise is an unlabelled icon button to screen readers and to axe.
 */
export const eyeDropperProps = (label: string) => ({
  "aria-label": `Pick the ${label.toLowerCase()} from the screen`,
});

export interface PropFieldProps {
  layer: Layer;
  /** The layer's props for the size being edited (base props with this size's overrides). */
  props: LayerProps;
  /** This size's overrides, when it is not the base size. */
  override: Partial<LayerProps> | undefined;
  sizeLabel: string;
}

/** Local text of an input, following the document when it changes elsewhere (undo, the canvas). */
export function useDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return [draft, setDraft];
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/;

/** A colour as the document stores it: lower-case hex with a leading # ("FF0044" → "#ff0044"). */
export function hexColour(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const hex = trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
  return HEX.test(hex) ? hex : null;
}

type PropFieldAllProps = PropFieldProps & { field: RegistryField };

/** What a field shows of the props: its own prop (the font and hover fields read theirs by name). */
const shownValue = ({ field, props }: PropFieldAllProps) =>
  field.kind === "font" ? props.font : field.kind === "hover" ? props.hoverStyle : props[field.prop];

/**
 * A field re-renders only when what it shows changes: a drag on the canvas changes the layer (and its
 * props object) on every pointer move, and re-rendering every input of the panel per move cost whole
 * frames (bench:editor). Lists everything the field reads from the layer and the props.
 */
const sameField = (a: PropFieldAllProps, b: PropFieldAllProps) =>
  a.field === b.field &&
  a.sizeLabel === b.sizeLabel &&
  a.layer.id === b.layer.id &&
  a.layer.page === b.layer.page &&
  (a.override !== undefined && a.field.prop in a.override) ===
    (b.override !== undefined && b.field.prop in b.override) &&
  shownValue(a) === shownValue(b);

/** A prop edited with its registry field (a number, a colour, a choice…), for the size being edited. */
export const PropField = memo(function PropField({ field, ...rest }: PropFieldAllProps) {
  const { layer, override, sizeLabel } = rest;
  const edit = useLayerEdit(layer.id);
  const prop = field.prop;
  const note =
    override && prop in override ? (
      <OverrideNote
        label={field.label}
        sizeLabel={sizeLabel}
        onReset={() => edit.setProps(`Reset ${field.label.toLowerCase()}`, { [prop]: undefined })}
      />
    ) : null;
  // A field the timeline can keyframe gets a diamond that adds a keyframe of its value at the playhead.
  const keyframeable = prop in KEYFRAME_OF_PROP && (field.kind === "number" || field.kind === "colour");
  return (
    <div>
      {keyframeable ? (
        <Group gap={4} align="flex-end" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            {field.kind === "number" && <NumberProp field={field} {...rest} />}
            {field.kind === "colour" && <ColourProp field={field} {...rest} />}
          </Box>
          <KeyframeFieldButton layer={layer} prop={prop} props={rest.props} />
        </Group>
      ) : (
        <>
          {field.kind === "number" && <NumberProp field={field} {...rest} />}
          {field.kind === "colour" && <ColourProp field={field} {...rest} />}
        </>
      )}
      {field.kind === "choice" && <ChoiceProp field={field} {...rest} />}
      {field.kind === "font" && <FontField {...rest} />}
      {field.kind === "hover" && <HoverField {...rest} />}
      {note}
    </div>
  );
}, sameField);

function NumberProp({
  field,
  layer,
  props,
}: PropFieldProps & { field: Extract<RegistryField, { kind: "number" }> }) {
  const edit = useLayerEdit(layer.id);
  const scale = field.scale ?? 1;
  const value = props[field.prop];
  const [draft, setDraft] = useDraft<string | number>(
    value === undefined ? "" : Math.round(value * scale * 100) / 100,
  );
  const { min, max } = field;
  const inRange = typeof draft !== "number" || (draft / scale >= min && draft / scale <= max);
  const scrub = useScrub({
    layerId: layer.id,
    prop: field.prop,
    label: field.label,
    value,
    scale,
    step: field.step ?? 1,
    min,
    max,
  });
  return (
    <NumberInput
      size="xs"
      label={
        <span className={classes.scrub} data-scrub={field.prop} {...scrub}>
          {field.label}
        </span>
      }
      value={draft}
      min={Number.isFinite(min) ? min * scale : undefined}
      max={Number.isFinite(max) ? max * scale : undefined}
      step={field.step}
      placeholder={field.placeholder === undefined ? undefined : String(field.placeholder * scale)}
      clampBehavior="none"
      decimalScale={2}
      rightSection={
        <Text size="xs" c="dimmed">
          {field.unit}
        </Text>
      }
      error={inRange ? undefined : `Use ${min * scale} to ${max * scale} ${field.unit}.`}
      onChange={(next) => {
        setDraft(next);
        if (next === "")
          return edit.setProps(`Clear ${field.label.toLowerCase()}`, { [field.prop]: undefined }, field.prop);
        if (typeof next !== "number" || next / scale < min || next / scale > max) return;
        edit.setProps(`Set ${field.label.toLowerCase()}`, { [field.prop]: next / scale }, field.prop);
      }}
    />
  );
}

function ColourProp({
  field,
  layer,
  props,
}: PropFieldProps & { field: Extract<RegistryField, { kind: "colour" }> }) {
  const edit = useLayerEdit(layer.id);
  const [draft, setDraft] = useDraft(props[field.prop] ?? "");
  const valid =
    draft === "" || draft === "transparent" || hexColour(draft) !== null || draft === props[field.prop];
  return (
    <ColorInput
      size="xs"
      label={field.label}
      format="hex"
      eyeDropperButtonProps={eyeDropperProps(field.label)}
      value={draft}
      placeholder="None"
      error={valid ? undefined : "Use a colour such as #ff0044."}
      onChange={(next) => {
        setDraft(next);
        if (next === "")
          return edit.setProps(`Clear ${field.label.toLowerCase()}`, { [field.prop]: undefined }, field.prop);
        const hex = hexColour(next);
        if (hex) edit.setProps(`Set ${field.label.toLowerCase()}`, { [field.prop]: hex }, field.prop);
      }}
    />
  );
}

function ChoiceProp({
  field,
  layer,
  props,
}: PropFieldProps & { field: Extract<RegistryField, { kind: "choice" }> }) {
  const edit = useLayerEdit(layer.id);
  return (
    <Select
      size="xs"
      label={field.label}
      placeholder="Default"
      clearable
      data={field.options.map((value) => ({ value, label: choiceLabel(value) }))}
      value={props[field.prop] ?? null}
      onChange={(next) =>
        edit.setProps(`Set ${field.label.toLowerCase()}`, { [field.prop]: (next ?? undefined) as never })
      }
    />
  );
}
