import type { Asset, Layer, TEXT_FITS } from "@adstudio/creative/document";
import { propsFor } from "@adstudio/creative/render";
import { Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { memo, useMemo } from "react";
import { clickSummary } from "../actions/click-summary";
import { fitText } from "../canvas/measure-text";
import { useEditor, useEditorStore } from "../editor-context";
import { setClickExitCommand } from "../model/commands/actions";
import {
  setAltTextCommand,
  setFeatureCommand,
  setLinkLabelCommand,
  setPictureCommand,
  setVideoCommand,
  setVideoFlagCommand,
  VIDEO_FLAGS,
  type VideoFlag,
} from "../model/commands/content";
import { editTextCommand, setTextFitCommand } from "../model/commands/text";
import type { ElementField } from "./element-fields";
import { useDraft } from "./prop-fields";
import { useLayerEdit } from "./use-layer-edit";

type ContentElement = Extract<ElementField, { kind: "content" }>["element"];

/** Assets of a type as Select options. */
function useAssetOptions(type: Asset["type"]) {
  const assets = useEditor((s) => s.document.assets);
  return useMemo(
    () =>
      Object.values(assets)
        .filter((asset) => asset.type === type)
        .map((asset) => ({ value: asset.hash, label: asset.name })),
    [assets, type],
  );
}

type TextFit = (typeof TEXT_FITS)[number];
const TEXT_FIT_OPTIONS: { value: TextFit; label: string }[] = [
  { value: "grow", label: "Grows with the text" },
  { value: "shrink", label: "Shrinks the text to fit" },
  { value: "fixed", label: "Fixed size" },
];

/** What a layer shows (its text, picture, video, feature) and where a click takes the viewer. */
type ContentFieldProps = { layer: Layer; element: ContentElement };
const sameContent = (a: ContentFieldProps, b: ContentFieldProps) =>
  a.element === b.element &&
  a.layer.id === b.layer.id &&
  a.layer.content === b.layer.content &&
  a.layer.actions === b.layer.actions;

/**
 * Re-renders only when the layer's content or click actions change, not on every pointer move of a drag
 * (the text's autosizing textarea measures itself on each render).
 */
export const ContentField = memo(function ContentField({ layer, element }: ContentFieldProps) {
  switch (element) {
    case "text":
      return <TextContent layer={layer} />;
    case "url":
      return <ExitContent layer={layer} />;
    case "image":
    case "linkImage":
      return <PictureContent layer={layer} />;
    case "video":
      return <VideoContent layer={layer} />;
    case "feature":
      return <FeatureContent layer={layer} />;
  }
}, sameContent);

/** A text layer's text, or a button's label; one undo step per typing burst. */
function TextContent({ layer }: { layer: Layer }) {
  const edit = useLayerEdit(layer.id);
  const store = useEditorStore();
  /** Typing here fits the box as typing on the canvas does; one undo step per typing burst. */
  const editText = (text: string) => {
    const { document, session } = store.getState();
    const current = document.layers[layer.id];
    if (!current) return;
    const props = propsFor(current, session.size, document.baseSize);
    const fit =
      current.content.kind === "text" && props.width !== undefined && props.height !== undefined
        ? fitText({ ...current.content, text }, props, { w: props.width, h: props.height })
        : undefined;
    store
      .getState()
      .run(
        editTextCommand,
        { id: layer.id, text, ...(fit ? { fit } : {}) },
        { coalesce: `${layer.id}:text` },
      );
  };
  const content = layer.content;
  const value = content.kind === "text" ? content.text : content.kind === "link" ? content.label : null;
  const [draft, setDraft] = useDraft(value ?? "");
  if (value === null) return null;
  const field = (
    <Textarea
      size="xs"
      label={content.kind === "link" ? "Label" : "Text"}
      autosize
      minRows={2}
      maxRows={6}
      maxLength={content.kind === "link" ? 300 : 2000}
      value={draft}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (content.kind === "text") return editText(next);
        edit.run(setLinkLabelCommand, { id: layer.id, label: next }, "text");
      }}
    />
  );
  if (content.kind !== "text") return field;
  return (
    <Stack gap={6}>
      {field}
      <Select
        size="xs"
        label="Text box"
        data={TEXT_FIT_OPTIONS}
        value={content.fit ?? "grow"}
        allowDeselect={false}
        onChange={(fit) =>
          fit && store.getState().run(setTextFitCommand, { id: layer.id, fit: fit as TextFit })
        }
      />
    </Stack>
  );
}

/** A button's exit, or the exit a picture's click goes to (a click → exit action). */
function ExitContent({ layer }: { layer: Layer }) {
  const edit = useLayerEdit(layer.id);
  const exits = useEditor((s) => s.document.exits);
  // What the published ad does on a click, as Actions says it: an exit set there shows here too.
  const click = useEditor((s) => clickSummary(s.document, layer.id));
  const data = Object.entries(exits).map(([name, exit]) => ({
    value: name,
    label: `${exit.label || name} (${exit.url})`,
  }));
  const clickExit = (l: Layer) =>
    l.actions.find((a) => a.on.type === "click" && a.do.type === "exit")?.do as { exit: string } | undefined;
  const current = layer.content.kind === "link" ? layer.content.exit : (clickExit(layer)?.exit ?? null);
  if (current && !exits[current]) data.push({ value: current, label: `${current} (no address yet)` });
  return (
    <Stack gap={2}>
      <Select
        // A new address for the chosen exit must show at once, not the label it had when chosen.
        key={`${current}:${current ? (exits[current]?.url ?? "") : ""}`}
        size="xs"
        label={layer.content.kind === "link" ? "Exit" : "Exit on click"}
        placeholder="None"
        data={data}
        value={current}
        clearable={layer.content.kind !== "link"}
        allowDeselect={layer.content.kind !== "link"}
        onChange={(next) => edit.run(setClickExitCommand, { id: layer.id, exit: next })}
      />
      {click && (
        <Text size="xs" c="dimmed">
          {click}
        </Text>
      )}
      {Object.keys(exits).length === 0 && (
        <Text size="xs" c="dimmed">
          Add exits and their addresses in the Actions panel.
        </Text>
      )}
    </Stack>
  );
}

/** A picture layer's picture and alternative text, or a button's optional picture. */
function PictureContent({ layer }: { layer: Layer }) {
  const edit = useLayerEdit(layer.id);
  const options = useAssetOptions("image");
  const content = layer.content;
  const [alt, setAlt] = useDraft(content.kind === "image" ? content.alt : "");
  if (content.kind !== "image" && content.kind !== "link") return null;
  return (
    <Stack gap="xs">
      <Select
        size="xs"
        label={content.kind === "link" ? "Button picture" : "Picture"}
        placeholder={content.kind === "link" ? "None" : "Choose a picture"}
        data={options}
        value={content.asset ?? null}
        clearable={content.kind === "link"}
        allowDeselect={content.kind === "link"}
        onChange={(next) => edit.run(setPictureCommand, { id: layer.id, asset: next })}
      />
      {content.kind === "image" && (
        <TextInput
          size="xs"
          label="Alternative text"
          description="What the picture shows, for screen readers."
          maxLength={300}
          value={alt}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setAlt(next);
            edit.run(setAltTextCommand, { id: layer.id, alt: next }, "alt");
          }}
        />
      )}
    </Stack>
  );
}

const VIDEO_FLAG_ORDER = Object.keys(VIDEO_FLAGS) as VideoFlag[];

function VideoContent({ layer }: { layer: Layer }) {
  const edit = useLayerEdit(layer.id);
  const options = useAssetOptions("video");
  const content = layer.content;
  if (content.kind !== "video") return null;
  return (
    <Stack gap="xs">
      <Select
        size="xs"
        label="Video"
        data={options}
        value={content.asset}
        allowDeselect={false}
        onChange={(next) => next && edit.run(setVideoCommand, { id: layer.id, asset: next })}
      />
      <Group gap="sm">
        {VIDEO_FLAG_ORDER.map((flag) => (
          <Checkbox
            key={flag}
            size="xs"
            label={VIDEO_FLAGS[flag]}
            checked={content[flag]}
            onChange={(event) =>
              edit.run(setVideoFlagCommand, {
                id: layer.id,
                flag,
                value: event.currentTarget.checked,
              })
            }
          />
        ))}
      </Group>
    </Stack>
  );
}

function FeatureContent({ layer }: { layer: Layer }) {
  const edit = useLayerEdit(layer.id);
  const features = useEditor((s) => s.document.features);
  const content = layer.content;
  if (content.kind !== "feature") return null;
  return (
    <Select
      size="xs"
      label="Feature"
      data={features.map((f) => ({ value: f.id, label: `${f.type} (${f.id})` }))}
      value={content.feature}
      allowDeselect={false}
      onChange={(next) => next && edit.run(setFeatureCommand, { id: layer.id, feature: next })}
    />
  );
}
