import type { AdDocument, Asset } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useEditor, useEditorStore } from "../editor-context";
import { addLayerCommand } from "../model/commands/add-layer";
import { LAYER_KIND_INFO } from "./layer-kinds";
import type { PlainKind } from "./new-layer";

/** Media assets of one type, by name. */
const assetsOf = (assets: AdDocument["assets"], type: Asset["type"]) =>
  Object.values(assets)
    .filter((asset) => asset.type === type)
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * "Add layer": text, a button with an exit, a container, an image or video from the asset library, and a
 * feature layer where the format has features. The new layer lands above the selected layer (on top when
 * nothing is selected) where it covers no text, selected (the add-layer command).
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

  const plain = (kind: PlainKind, feature?: string) => () =>
    store.getState().run(addLayerCommand, feature === undefined ? { kind } : { kind, feature });
  const media = (asset: Asset) => () => store.getState().run(addLayerCommand, { asset: asset.hash });

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
