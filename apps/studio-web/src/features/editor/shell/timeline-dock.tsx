import { ActionIcon, Text, Tooltip } from "@mantine/core";
import { useLocalStorage, useViewportSize } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp, IconGripHorizontal } from "@tabler/icons-react";
import { type PointerEvent, type ReactNode, useId, useRef, useState } from "react";
import { useSession } from "../../auth/use-session";
import { clampDock, DOCK_DEFAULT_PX, DOCK_MIN_PX, dockKey, dockMax } from "./dock-size";
import classes from "./editor-shell.module.css";

interface DockState {
  height: number;
  collapsed: boolean;
}

/**
 * The pages and the timeline under the canvas, in a dock the user resizes (drag the separator, or focus it
 * and use the arrow keys) and collapses; its rows scroll inside it, so the canvas keeps its share of the
 * window however many layers are animated. The size is remembered per user on this device.
 */
export function TimelineDock({ children }: { children: ReactNode }) {
  const user = useSession().user?.uuid ?? "guest";
  const [saved, setSaved] = useLocalStorage<DockState>({
    key: `adstudio.editor.timeline.${user}`,
    defaultValue: { height: DOCK_DEFAULT_PX, collapsed: false },
    getInitialValueInEffect: false,
  });
  const { height: windowHeight } = useViewportSize();
  // Before the first measurement (and in tests) the viewport reads 0: the limits need a real window.
  const room = windowHeight || window.innerHeight;
  const [dragged, setDragged] = useState<number | null>(null);
  const drag = useRef<{ y: number; from: number } | null>(null);
  const bodyId = useId();
  const height = clampDock(dragged ?? saved.height, room);
  const collapsed = saved.collapsed;
  const save = (patch: Partial<DockState>) => setSaved((current) => ({ ...current, ...patch }));
  const toggle = () => save({ collapsed: !collapsed });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { y: event.clientY, from: height };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) setDragged(clampDock(start.from + start.y - event.clientY, room));
  };
  const onPointerUp = () => {
    if (dragged !== null) save({ height: dragged });
    drag.current = null;
    setDragged(null);
  };

  const label = collapsed ? "Show pages and timeline" : "Hide pages and timeline";
  return (
    <section
      className={classes.bottom}
      aria-label="Pages and timeline"
      data-collapsed={collapsed || undefined}
      data-testid="timeline-dock"
      style={collapsed ? undefined : { height }}
    >
      <div className={classes.dockBar}>
        <Text size="xs" fw={600} c="dimmed" className={classes.dockTitle}>
          Pages and timeline
        </Text>
        {collapsed ? (
          <span className={classes.dockGrow} />
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: <hr> cannot take focus or be dragged; this is the ARIA window splitter.
          <div
            role="separator"
            aria-orientation="horizontal"
            aria-label="Timeline height"
            aria-controls={bodyId}
            aria-valuenow={height}
            aria-valuemin={DOCK_MIN_PX}
            aria-valuemax={dockMax(room)}
            aria-valuetext={`${height} pixels`}
            tabIndex={0}
            className={classes.dockHandle}
            data-dragging={dragged !== null || undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={(event) => {
              const action = dockKey(event.key, height, room);
              if (!action) return;
              event.preventDefault();
              if (action === "toggle") toggle();
              else save(action);
            }}
          >
            <IconGripHorizontal size={16} aria-hidden />
          </div>
        )}
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={label}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {collapsed ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          </ActionIcon>
        </Tooltip>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className={classes.dockBody}>
          {children}
        </div>
      )}
    </section>
  );
}
