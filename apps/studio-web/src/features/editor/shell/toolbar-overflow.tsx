import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useState } from "react";

/** A toolbar action that may leave the bar for the "More" menu when the bar runs out of room. */
export interface OverflowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/**
 * How many of `count` overflowable actions go to the "More" menu so that nothing in `bar` is cut off
 * (issue 28: "Preview" and "Publish" were cut to "Previe"/"Publis"). After each render, while the bar's
 * content is wider than the bar, one more action leaves it; when the bar grows, all come back and the
 * check starts over. Layout effects, so no cut-off bar is ever painted.
 */
export function useOverflowCount(bar: RefObject<HTMLElement | null>, count: number): number {
  const [hidden, setHidden] = useState(0);
  useLayoutEffect(() => {
    const element = bar.current;
    if (element && hidden < count && element.scrollWidth > element.clientWidth) setHidden(hidden + 1);
  });
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > width) setHidden(0);
      width = element.clientWidth;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);
  return Math.min(hidden, count);
}

/** An action still in the bar: an icon button named by its label, with the label as its tooltip. */
export function InlineAction({ action }: { action: OverflowAction }) {
  return (
    <Tooltip label={action.label}>
      <ActionIcon variant="default" size="lg" aria-label={action.label} onClick={action.onClick}>
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The "More" menu holding the actions that did not fit. */
export function MoreMenu({ actions }: { actions: OverflowAction[] }) {
  return (
    <Menu position="bottom-end">
      <Tooltip label="More">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="More">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onClick}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
