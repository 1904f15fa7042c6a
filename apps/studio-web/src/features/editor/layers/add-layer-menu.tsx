import type { AdDocument, Asset } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { addMediaLayer } from "../assets/media-layer";
import { useEditor, useEditorStore } from "../editor-context";
import { LAYER_KIND_INFO } from "./layer-kinds";
import { addPlainLayer, type PlainKind } from "./new-layer";

/** Media assets of one type, by name. */
const assetsOf = (assets: AdDocument["assets"], type: Asset["type"]) =>
  Object.values(assets)
    .filter((asset) => asset.type === type)
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * "Add layer": text, a button with an exit, a container, an image or video from the asset library, and a
 * feature layer where the format has features. The new layer goes on top of the current page, selected.
 */
export function AddLayerMenu() {
  const store = useEditorStore();
  const assets = useEditor((s) => s.document.assets);
  const features = useEditor((s) => s.document.features);
  const hasFeatures = useEditor(
    (s) =>
      s.document.features.length > 0 ||
      formatOf(s.document.format).requiredSlots.some((slot) => slot.kind === "feature"),
  );
  const imageAssets = assetsOf(assets, "image");
  const videoAssets = assetsOf(assets, "video");

  /** Adds a layer as one undo step and selects it. */
  const add = (label: string, make: (draft: AdDocument, page: string) => string | null) => {
    const { edit, session, select } = store.getState();
    let id: string | null = null;
    edit(label, (draft) => {
      id = make(draft, session.page);
    });
    if (id) select([id]);
  };
  const plain = (kind: PlainKind, feature?: string) => () =>
    add(`Add ${LAYER_KIND_INFO[kind].label.toLowerCase()} layer`, (draft, page) =>
      addPlainLayer(draft, page, kind, feature),
    );
  const media = (asset: Asset) => () =>
    add(`Add ${asset.type} layer`, (draft, page) => addMediaLayer(draft, page, asset));

  const Icon = (kind: keyof typeof LAYER_KIND_INFO) => {
    const KindIcon = LAYER_KIND_INFO[kind].icon;
    return <KindIcon size={16} stroke={1.5} />;
  };

  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Add layer
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: "auto" }}>
        <Menu.Item leftSection={Icon("text")} onClick={plain("text")}>
          Text
        </Menu.Item>
        <Menu.Item leftSection={Icon("link")} onClick={plain("link")}>
          Button with an exit
        </Menu.Item>
        <Menu.Item leftSection={Icon("container")} onClick={plain("container")}>
          Container
        </Menu.Item>
        <Menu.Label>Image from the library</Menu.Label>
        {imageAssets.length === 0 && <Menu.Item disabled>No images yet: upload one in Assets</Menu.Item>}
        {imageAssets.map((asset) => (
          <Menu.Item key={asset.hash} leftSection={Icon("image")} onClick={media(asset)}>
            {asset.name}
          </Menu.Item>
        ))}
        <Menu.Label>Video from the library</Menu.Label>
        {videoAssets.length === 0 && <Menu.Item disabled>No videos yet: upload one in Assets</Menu.Item>}
        {videoAssets.map((asset) => (
          <Menu.Item key={asset.hash} leftSection={Icon("video")} onClick={media(asset)}>
            {asset.name}
          </Menu.Item>
        ))}
        {hasFeatures && <Menu.Label>Feature</Menu.Label>}
        {hasFeatures && features.length === 0 && <Menu.Item disabled>No features in this ad yet</Menu.Item>}
        {features.map((feature) => (
          <Menu.Item key={feature.id} leftSection={Icon("feature")} onClick={plain("feature", feature.id)}>
            {feature.type} ({feature.id})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
