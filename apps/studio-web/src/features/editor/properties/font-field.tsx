import { Select } from "@mantine/core";
import { useMemo } from "react";
import { useEditor } from "../editor-context";
import type { PropFieldProps } from "./prop-fields";
import { useLayerEdit } from "./use-layer-edit";

/** Font stacks every device has (render falls back to the system stack for a name it cannot use). */
const SYSTEM_FONTS = [
  "system-ui",
  "sans-serif",
  "serif",
  "monospace",
  "cursive",
  "Arial",
  "Georgia",
  "Verdana",
];

/** `font`: a system font, or an uploaded WOFF2 font of the document (stored by its hash). */
export function FontField({ layer, props }: PropFieldProps) {
  const edit = useLayerEdit(layer.id);
  const assets = useEditor((s) => s.document.assets);
  const data = useMemo(() => {
    const uploaded = Object.values(assets)
      .filter((asset) => asset.type === "font")
      .map((asset) => ({ value: asset.hash, label: asset.name }));
    return [
      { group: "System fonts", items: SYSTEM_FONTS },
      ...(uploaded.length > 0 ? [{ group: "Uploaded fonts", items: uploaded }] : []),
    ];
  }, [assets]);
  return (
    <Select
      size="xs"
      label="Font"
      placeholder="Default"
      searchable
      clearable
      data={data}
      value={props.font ?? null}
      onChange={(next) => edit.setProps("Set font", { font: next ?? undefined })}
    />
  );
}
