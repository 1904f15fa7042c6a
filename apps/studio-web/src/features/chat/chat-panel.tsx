import { CHAT_PANEL_WIDTH_PX, CHAT_STATUS_LABELS, CHAT_STATUSES, type ChatStatus } from "@adstudio/core";
import { ActionIcon, Group, Menu, Text, Title, Tooltip, UnstyledButton } from "@mantine/core";
import { useClickOutside, useHotkeys } from "@mantine/hooks";
import { IconMessageCircle, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useSession } from "../auth/use-session";
import classes from "./chat-panel.module.css";
import { ContactStrip, STATUS_COLORS } from "./contact-strip";
import { Conversation } from "./conversation";
import { chatPanelStore, useChatPanel } from "./panel-store";
import { chatContactsQuery, chatKeys, chatUserQuery } from "./queries";
import { useChatStream } from "./use-chat-stream";
import { usePanelFocus } from "./use-panel-focus";

/** Width of the contact strip docked at the edge of wide screens. */
export const CHAT_STRIP_WIDTH_PX = 64;

function MyStatus() {
  const queryClient = useQueryClient();
  const user = useQuery(chatUserQuery());
  const choose = useMutation({
    mutationFn: (status: ChatStatus) => api.chat.setStatus(status),
    onSuccess: (chatUser) => queryClient.setQueryData(chatKeys.user, chatUser),
  });
  const status = user.data?.status ?? "online";
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton className={classes.myStatus} aria-label={`My status: ${CHAT_STATUS_LABELS[status]}`}>
          <span
            className={classes.dot}
            style={{ background: `var(--mantine-color-${STATUS_COLORS[status]}-6)` }}
          />
          <Text size="xs">{CHAT_STATUS_LABELS[status]}</Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {CHAT_STATUSES.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => choose.mutate(option)}
            leftSection={
              <span
                className={classes.dot}
                style={{ background: `var(--mantine-color-${STATUS_COLORS[option]}-6)` }}
                aria-hidden
              />
            }
          >
            {CHAT_STATUS_LABELS[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The chat side panel (spec shell §2, §4). On wide screens its contact strip stays docked at the edge
 * (`docked`); selecting a contact opens the 360 px panel with the conversation. On small screens the
 * toolbar's chat toggle opens it. Escape, a click outside and the close button close it and clear the
 * selection. Messages arrive live over the event stream.
 */
export function ChatPanel({ docked }: { docked: boolean }) {
  const { user } = useSession();
  const selfId = user?.uuid;
  const live = useChatStream(selfId);
  const panel = useChatPanel();
  const contacts = useQuery({ ...chatContactsQuery(), enabled: !!selfId });
  const ref = useClickOutside((event) => {
    // The toolbar's toggle closes the panel itself; closing here first would make its click reopen it.
    const toggle = (event.target as Element | null)?.closest?.('[data-testid="chat-toggle"]');
    if (chatPanelStore.get().open && !toggle) chatPanelStore.close();
  });
  useHotkeys([["Escape", () => chatPanelStore.get().open && chatPanelStore.close()]], []);
  usePanelFocus(ref, panel.open);

  const list = contacts.data ?? [];
  const selected = list.find((c) => c.id === panel.contactId) ?? null;
  const strip = (
    <ContactStrip contacts={list} selectedId={panel.contactId} onSelect={(id) => chatPanelStore.select(id)} />
  );

  const dock = docked ? (
    <aside
      className={classes.docked}
      style={{ width: CHAT_STRIP_WIDTH_PX }}
      aria-label="Team Chat contacts"
      data-live={live}
    >
      <Tooltip label="Team Chat" position="left" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={44}
          aria-label="Open Team Chat"
          onClick={() => chatPanelStore.open()}
          className={classes.dockIcon}
        >
          <IconMessageCircle size={24} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {panel.open ? null : strip}
    </aside>
  ) : null;
  if (!panel.open) return dock;

  return (
    <>
      {dock}
      <aside
        ref={ref}
        className={classes.panel}
        style={{ width: CHAT_PANEL_WIDTH_PX }}
        aria-label="Team Chat"
        tabIndex={-1}
        data-testid="chat-panel"
        data-live={live}
      >
        <Group className={classes.header} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconMessageCircle size={22} stroke={1.6} aria-hidden />
            <Title order={2} size="h5">
              Team Chat
            </Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            <MyStatus />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Close Team Chat"
              onClick={chatPanelStore.close}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <div className={classes.body}>
          <div className={classes.main}>
            {selected && selfId ? (
              <Conversation key={selected.id} contact={selected} selfId={selfId} />
            ) : (
              <Text c="dimmed" size="sm" ta="center" p="xl" data-testid="chat-select">
                {list.length === 0 && contacts.isSuccess
                  ? "No contacts yet: the people of your company appear here."
                  : "Select a contact to start a conversation."}
              </Text>
            )}
          </div>
          {strip}
        </div>
      </aside>
    </>
  );
}
