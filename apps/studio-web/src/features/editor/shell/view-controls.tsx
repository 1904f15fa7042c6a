import { ActionIcon, Button, Group, Menu, Select, Tooltip } from "@mantine/core";
import { IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { useShallow } from "zustand/react/shallow";
import { sizeNames } from "../../ads/formats";
import { useEditor } from "../editor-context";
import { ZOOM_MAX, ZOOM_MIN, type Zoom } from "../model/editor-store";
import { SizeMenu } from "../sizes/size-menu";

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4];

const zoomLabel = (zoom: Zoom) => (zoom === "fit" ? "Fit" : `${Math.round(zoom * 100)} %`);

/** The next step of the zoom ladder from `zoom` ("fit" counts as 100 %). */
export function nextZoom(zoom: Zoom, direction: 1 | -1): number {
  const current = zoom === "fit" ? 1 : zoom;
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return (
    steps.find((step) => (direction === 1 ? step > current : step < current)) ??
    (direction === 1 ? ZOOM_MAX : ZOOM_MIN)
  );
}

/** The size being edited (per-size overrides are written to it) and the canvas zoom. */
export function ViewControls() {
  const sizes = useEditor(useShallow((s) => Object.keys(s.document.teaser)));
  const names = sizeNames(Object.fromEntries(sizes.map((key) => [key, 1])));
  const size = useEditor((s) => s.session.size);
  const baseSize = useEditor((s) => s.document.baseSize);
  const zoom = useEditor((s) => s.session.zoom);
  const showSize = useEditor((s) => s.showSize);
  const setZoom = useEditor((s) => s.setZoom);
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label="Size being edited"
        data={sizes.map((key, index) => ({
          value: key,
          label: key === baseSize ? `${names[index]} (base)` : (names[index] ?? key),
        }))}
        value={size}
        onChange={(value) => value && showSize(value)}
        allowDeselect={false}
        w={160}
        size="xs"
      />
      <SizeMenu />
      <Group gap={0} wrap="nowrap">
        <Tooltip label="Zoom out">
          <ActionIcon variant="subtle" aria-label="Zoom out" onClick={() => setZoom(nextZoom(zoom, -1))}>
            <IconZoomOut size={18} />
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom">
          <Menu.Target>
            <Button variant="subtle" size="xs" w={64} px={4} aria-label={`Zoom: ${zoomLabel(zoom)}`}>
              {zoomLabel(zoom)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setZoom("fit")}>Fit</Menu.Item>
            {ZOOM_STEPS.map((step) => (
              <Menu.Item key={step} onClick={() => setZoom(step)}>
                {zoomLabel(step)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Tooltip label="Zoom in">
          <ActionIcon variant="subtle" aria-label="Zoom in" onClick={() => setZoom(nextZoom(zoom, 1))}>
            <IconZoomIn size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
