import type { ChatContact } from "@adstudio/api-client";
import { CHAT_STATUS_LABELS, type ChatStatus } from "@adstudio/core";
import { Avatar, Indicator, Tooltip, UnstyledButton } from "@mantine/core";
import classes from "./chat-panel.module.css";

export const STATUS_COLORS: Record<ChatStatus, string> = {
  online: "green",
  "do-not-disturb": "red",
  away: "yellow",
  offline: "gray",
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** A contact's avatar with a status dot; read out as "name, status". */
export function ContactAvatar({ contact, size = 40 }: { contact: ChatContact; size?: number }) {
  return (
    <Indicator
      color={STATUS_COLORS[contact.status]}
      position="bottom-end"
      offset={5}
      size={11}
      withBorder
      aria-hidden
    >
      <Avatar src={contact.avatar || null} alt="" radius="xl" size={size} color="indigo">
        {initials(contact.name)}
      </Avatar>
    </Indicator>
  );
}

/** The contact strip (spec shell §2): one button per contact, with its unread count. */
export function ContactStrip({
  contacts,
  selectedId,
  onSelect,
}: {
  contacts: ChatContact[];
  selectedId: string | null;
  onSelect: (contactId: string) => void;
}) {
  return (
    <ul className={classes.strip} aria-label="Contacts">
      {contacts.map((contact) => {
        const label = `${contact.name}, ${CHAT_STATUS_LABELS[contact.status].toLowerCase()}${
          contact.unread > 0 ? `, ${contact.unread} unread` : ""
        }`;
        return (
          <li key={contact.id}>
            <Tooltip label={contact.name} position="left" withArrow>
              <UnstyledButton
                className={classes.contact}
                data-selected={contact.id === selectedId || undefined}
                aria-label={label}
                aria-pressed={contact.id === selectedId}
                onClick={() => onSelect(contact.id)}
                data-testid="chat-contact"
              >
                <ContactAvatar contact={contact} />
                {contact.unread > 0 ? (
                  <span className={classes.unread} data-testid="chat-unread" aria-hidden>
                    {contact.unread > 99 ? "99+" : contact.unread}
                  </span>
                ) : null}
              </UnstyledButton>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
