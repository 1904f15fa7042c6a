import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useState } from "react";

/** A toolbar action that may leave the bar for the "More" menu when the bar runs out of room. */
export interface OverflowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** A toggle's state (the Comments toggle): shown pressed in the bar, named "Show"/"Hide" in the menu by its owner. */
  pressed?: boolean;
  /** Its shortcut, for assistive technology. */
  keys?: string;
}

/** Whether the bar, or one of its groups, holds more than it shows. */
const overflowing = (bar: HTMLElement) =>
  [bar, ...Array.from(bar.children)].some((part) => part.scrollWidth > part.clientWidth);

/**
 * How many of `count` overflowable actions go to the "More" menu so that nothing in `bar` is cut off
 * (issue 28: "Preview" and "Publish" were cut to "Previe"/"Publis"). After each render, while the bar or
 * one of its groups is fuller than it is wide, one more action leaves it; when the bar's width changes,
 * all come back and the check starts over. Layout effects, so no cut-off bar is ever painted.
 */
export function useOverflowCount(bar: RefObject<HTMLElement | null>, count: number): number {
  const [fit, setFit] = useState({ hidden: 0, width: 0 });
  useLayoutEffect(() => {
    const element = bar.current;
    if (element && fit.hidden < count && overflowing(element))
      setFit((current) => ({ ...current, hidden: current.hidden + 1 }));
  });
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      setFit((current) => (current.width === width ? current : { hidden: 0, width }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);
  return Math.min(fit.hidden, count);
}

/** An action still in the bar: an icon button named by its label, with the label as its tooltip. */
export function InlineAction({ action }: { action: OverflowAction }) {
  return (
    <Tooltip label={action.keys ? `${action.label} (${action.keys})` : action.label}>
      <ActionIcon
        variant={action.pressed ? "filled" : "default"}
        size="lg"
        aria-label={action.label}
        aria-pressed={action.pressed}
        aria-keyshortcuts={action.keys}
        onClick={action.onClick}
      >
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The "More" menu holding the actions that did not fit. */
export function MoreMenu({ actions }: { actions: OverflowAction[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu position="bottom-end" opened={opened} onChange={setOpened}>
      {/* The open menu says what it holds; its tooltip would only peek out from under it. */}
      <Tooltip label="More" disabled={opened}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="More">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onClick}>
            {action.pressed === undefined
              ? action.label
              : `${action.pressed ? "Hide" : "Show"} ${action.label.toLowerCase()}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
