import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { chatPanelStore } from "./panel-store";
import { chatContactsQuery } from "./queries";

/** The toolbar's chat toggle (spec shell §2: small screens), with the unread count of every contact. */
export function ChatToggle() {
  const contacts = useQuery(chatContactsQuery());
  const unread = (contacts.data ?? []).reduce((sum, contact) => sum + contact.unread, 0);
  return (
    <Tooltip label="Team Chat">
      <Indicator
        label={unread > 99 ? "99+" : unread}
        size={16}
        color="red"
        disabled={unread === 0}
        offset={6}
        // A flex box is as tall as the button: a block one grows with the line box and sits the button
        // 2 px above its neighbours once the toolbar's buttons shrink (toolbar.module.css).
        display="flex"
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Team Chat, ${unread} unread` : "Team Chat"}
          onClick={chatPanelStore.toggle}
          data-testid="chat-toggle"
        >
          <IconMessageCircle size={20} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
