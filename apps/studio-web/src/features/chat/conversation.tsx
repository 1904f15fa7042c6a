import type { ChatContact } from "@adstudio/api-client";
import { CHAT_MESSAGE_EMPTY_MESSAGE, CHAT_STATUS_LABELS, CHAT_TIME_FORMAT } from "@adstudio/core";
import { ActionIcon, Group, Loader, ScrollArea, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/server-errors";
import classes from "./chat-panel.module.css";
import { ContactAvatar } from "./contact-strip";
import { chatKeys, chatQuery, markContactRead, useSendMessage } from "./queries";

// "Do" (25th) in the spec's timestamp format comes from this plugin.
dayjs.extend(advancedFormat);

/** A message time in the spec's format, e.g. "November 25th 2026, 4:05:09 pm". */
export const formatChatTime = (time: string) => dayjs(time).format(CHAT_TIME_FORMAT);

/**
 * The conversation with one contact: their name and status, the dialog (text only, never HTML) and the
 * message input, which clears after a successful send.
 */
export function Conversation({ contact, selfId }: { contact: ChatContact; selfId: string }) {
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery(contact.id));
  const send = useSendMessage(contact.id);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const count = chat.data?.dialog.length ?? 0;

  // Opening (or refetching) the conversation marked it read on the server: the strip's count goes too.
  useEffect(() => {
    if (!chat.dataUpdatedAt) return;
    queryClient.setQueryData(chatKeys.contacts, (contacts: Parameters<typeof markContactRead>[0]) =>
      markContactRead(contacts, contact.id),
    );
  }, [chat.dataUpdatedAt, contact.id, queryClient]);

  // Each new message scrolls into view.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chat.data || send.isPending) return;
    if (!text.trim()) {
      setError(CHAT_MESSAGE_EMPTY_MESSAGE);
      return;
    }
    send.mutate(
      { chatId: chat.data.id, text },
      {
        onSuccess: () => {
          setText("");
          setError(null);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <div className={classes.conversation}>
      <Group gap="sm" className={classes.conversationHeader} wrap="nowrap">
        <ContactAvatar contact={contact} size={36} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end" data-testid="chat-contact-name">
            {contact.name}
          </Text>
          <Text size="xs" c="dimmed">
            {CHAT_STATUS_LABELS[contact.status]}
          </Text>
        </div>
      </Group>
      <ScrollArea className={classes.dialog} viewportRef={viewport} type="auto">
        {chat.isPending ? (
          <Loader size="sm" m="md" role="status" aria-label="Loading the conversation" />
        ) : count === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="lg" data-testid="chat-empty">
            Start a conversation by typing your message below.
          </Text>
        ) : (
          <ol className={classes.messages} aria-label={`Conversation with ${contact.name}`}>
            {chat.data?.dialog.map((message) => {
              const mine = message.who === selfId;
              return (
                <li key={message.id} className={classes.message} data-mine={mine || undefined}>
                  <VisuallyHidden>{mine ? "You" : contact.name}: </VisuallyHidden>
                  <div className={classes.bubble} data-testid="chat-message">
                    {message.message}
                  </div>
                  <time className={classes.time} dateTime={message.time}>
                    {formatChatTime(message.time)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </ScrollArea>
      <form onSubmit={submit} className={classes.composer}>
        <TextInput
          flex={1}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          placeholder="Type your message."
          aria-label={`Message to ${contact.name}`}
          error={error}
          maxLength={5000}
          data-testid="chat-input"
        />
        <ActionIcon
          type="submit"
          size={36}
          aria-label="Send"
          loading={send.isPending}
          disabled={!chat.data}
          variant="filled"
        >
          <IconSend size={18} />
        </ActionIcon>
      </form>
    </div>
  );
}
