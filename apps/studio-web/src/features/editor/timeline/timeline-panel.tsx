import type { Animation } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";
import { ActionIcon, Alert, Box, Group, Slider, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay, IconPlayerStop } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useEditor, useEditorStore } from "../editor-context";
import {
  addAnimationCommand,
  editAnimationCommand,
  removeAnimationCommand,
} from "../model/commands/animations";
import { selectLayersCommand } from "../model/commands/selection";
import { AnimationDialog } from "./animation-dialog";
import { animationLimitWarning, pageAnimationMs, seconds } from "./animation-time";
import { KeyframeEditor } from "./keyframe-editor";
import { useKeyframeState } from "./keyframe-state";
import { pageLayers } from "./page-layers";
import classes from "./timeline.module.css";
import {
  pauseTimeline,
  playTimeline,
  resetTimeline,
  seekTimeline,
  useTimelinePlayback,
} from "./timeline-playback";
import { NAME_COLUMN, TimelineRow } from "./timeline-row";

/** The shortest axis, so short animations still show as bars one can click. */
const MIN_AXIS_MS = 5000;

/** Whole seconds from 0 to the axis' end, every second or every 5 s on long axes. */
const ticks = (axisMs: number) => {
  const step = axisMs > 20_000 ? 5000 : 1000;
  return Array.from({ length: Math.floor(axisMs / step) + 1 }, (_, i) => i * step);
};

/**
 * The current page's animations on a time axis, one row per layer: add, edit and remove animations
 * (each one undo step), play them in the canvas and scrub through them (through `timelinePlayback`,
 * which the canvas reads), with a warning when the page animates longer than the format allows.
 */
export function TimelinePanel() {
  const store = useEditorStore();
  const page = useEditor((s) => s.session.page);
  const layers = useEditor((s) => s.document.layers);
  const format = useEditor((s) => s.document.format);
  const selection = useEditor((s) => s.session.selection);
  const rows = useMemo(() => pageLayers(layers, page), [layers, page]);
  const length = useMemo(() => pageAnimationMs({ layers }, page), [layers, page]);
  const warning = useMemo(() => animationLimitWarning({ layers, format }, page), [layers, format, page]);
  const limit = formatOf(format).limits.maxAnimationMs;
  // Endless loops reach to the format's limit (or 10 s), which is as far as anyone will watch them.
  const shown = Number.isFinite(length) ? length : Math.max(limit, 10_000);
  const axisMs = Math.ceil(Math.max(MIN_AXIS_MS, shown) / 1000) * 1000;
  const playing = useTimelinePlayback((s) => s.playing);
  const timeMs = useTimelinePlayback((s) => (s.page === page ? s.timeMs : null));
  const keyframeSelected = useKeyframeState((s) => s.selected !== null);
  const [dialog, setDialog] = useState<{ layer: string; index: number | null } | null>(null);

  // Another page, or the panel closing, ends the preview: the canvas shows the page at rest again.
  useEffect(() => {
    resetTimeline();
    return resetTimeline;
  }, [page]);

  const dialogLayer = dialog ? layers[dialog.layer] : undefined;
  const editing: Animation | null =
    dialog && dialog.index !== null ? (dialogLayer?.animations[dialog.index] ?? null) : null;
  const { run } = store.getState();
  return (
    <Stack gap="xs" aria-label="Animation timeline" role="region">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          Animation
        </Title>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={playing ? "Pause" : "Play the page's animations"}>
            <ActionIcon
              variant="light"
              aria-label={playing ? "Pause" : "Play animations"}
              disabled={length === 0}
              onClick={() => (playing ? pauseTimeline() : playTimeline(page, Math.min(shown, axisMs)))}
            >
              {playing ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Back to editing">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Stop preview"
              disabled={timeMs === null}
              onClick={resetTimeline}
            >
              <IconPlayerStop size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c="dimmed" w={96} ta="right" aria-live="off">
            {seconds(timeMs ?? 0)} / {Number.isFinite(length) ? seconds(length) : "∞"}
          </Text>
        </Group>
      </Group>
      {warning && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
          <Text size="sm">{warning}</Text>
        </Alert>
      )}
      {/* The selected keyframe's editor sits beside the rows, so it stays in view while they scroll. */}
      <Box className={keyframeSelected ? classes.withEditor : undefined}>
        <Box style={{ minWidth: 0 }}>
          <Box style={{ display: "grid", gridTemplateColumns: `${NAME_COLUMN}px 1fr`, alignItems: "end" }}>
            <Text size="xs" c="dimmed" pl={4}>
              Layer
            </Text>
            <Box>
              <Slider
                thumbLabel="Playhead"
                size="xs"
                min={0}
                max={axisMs}
                step={50}
                value={timeMs ?? 0}
                label={(value) => seconds(value)}
                onChange={(value) => seekTimeline(page, value, axisMs)}
              />
              <Box style={{ position: "relative", height: 14 }} aria-hidden>
                {ticks(axisMs).map((tick) => (
                  <Text
                    key={tick}
                    size="10px"
                    c="dimmed"
                    style={{
                      position: "absolute",
                      left: `${(tick / axisMs) * 100}%`,
                      transform: "translateX(-50%)",
                    }}
                  >
                    {tick / 1000}
                  </Text>
                ))}
              </Box>
            </Box>
          </Box>
          <Box style={{ position: "relative" }}>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed" py="md" ta="center">
                This page has no layers yet. Add a layer, then animate it here.
              </Text>
            ) : (
              rows.map(({ layer, depth }) => (
                <TimelineRow
                  key={layer.id}
                  layer={layer}
                  depth={depth}
                  selected={selection.includes(layer.id)}
                  axisMs={axisMs}
                  page={page}
                  timeMs={timeMs ?? 0}
                  onSelect={(id) => store.getState().run(selectLayersCommand, { ids: [id] })}
                  addBlocked={limit === 0 ? `${formatOf(format).label} ads are still images.` : null}
                  onAdd={(id) => setDialog({ layer: id, index: null })}
                  onEdit={(id, index) => setDialog({ layer: id, index })}
                />
              ))
            )}
            {timeMs !== null && rows.length > 0 && (
              <Box
                aria-hidden
                style={{
                  position: "absolute",
                  top: 0,
                  bottom: 0,
                  left: `calc(${NAME_COLUMN}px + (100% - ${NAME_COLUMN}px) * ${timeMs / axisMs})`,
                  width: 2,
                  background: "var(--mantine-color-red-6)",
                  pointerEvents: "none",
                }}
              />
            )}
          </Box>
        </Box>
        <KeyframeEditor />
      </Box>
      <AnimationDialog
        layerName={dialogLayer ? dialogLayer.name || dialogLayer.id : null}
        initial={editing}
        onClose={() => setDialog(null)}
        onSave={(animation) => {
          if (!dialog) return;
          if (dialog.index === null) run(addAnimationCommand, { id: dialog.layer, animation });
          else run(editAnimationCommand, { id: dialog.layer, index: dialog.index, animation });
          setDialog(null);
        }}
        onRemove={() => {
          if (!dialog) return;
          if (dialog.index !== null) run(removeAnimationCommand, { id: dialog.layer, index: dialog.index });
          setDialog(null);
        }}
      />
    </Stack>
  );
}
