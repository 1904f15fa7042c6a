import {
  type ChatContact,
  type ChatMessageEvent,
  type ChatPresenceEvent,
  chatStreamPath,
} from "@adstudio/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { settingsStore } from "../settings/settings-store";
import { chatPanelStore } from "./panel-store";
import { appendMessage, chatKeys, withContactStatus } from "./queries";

/** After the stream drops, wait this long before asking for a new ticket (the old one has expired). */
const RECONNECT_MS = 3000;

/**
 * Keeps the signed-in user's chat live: one EventSource on `/api/chat/stream`, opened with a short-lived
 * ticket (EventSource cannot send the token). A message updates the open conversation (and marks it
 * read by refetching it) or the contacts' unread counts, with a notice when Notifications are on; a
 * presence event sets that contact's status in the strip. Answers whether the stream is open.
 */
export function useChatStream(selfId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!selfId || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onMessage = (raw: MessageEvent<string>) => {
      const event = JSON.parse(raw.data) as ChatMessageEvent;
      const panel = chatPanelStore.get();
      const showing = panel.open && panel.contactId === event.contactId;
      queryClient.setQueryData(chatKeys.chat(event.contactId), (chat: Parameters<typeof appendMessage>[0]) =>
        appendMessage(chat, event.message),
      );
      // Open conversations are read as they arrive: refetching marks them read on the server.
      if (showing) void queryClient.invalidateQueries({ queryKey: chatKeys.chat(event.contactId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
      void queryClient.invalidateQueries({ queryKey: chatKeys.user });
      if (event.message.who === selfId || showing || !settingsStore.get().notifications) return;
      const contacts = queryClient.getQueryData<ChatContact[]>(chatKeys.contacts);
      const name = contacts?.find((c) => c.id === event.contactId)?.name ?? "A contact";
      notify(`${name}: ${event.message.message}`, "info");
    };

    const connect = async () => {
      try {
        const { ticket } = await api.chat.streamTicket();
        if (stopped) return;
        source = new EventSource(chatStreamPath(ticket));
        source.addEventListener("message", onMessage as EventListener);
        source.addEventListener("ready", () => {
          setLive(true);
          // Whatever was sent while no stream was open (a reconnect, a sleeping laptop) is fetched now.
          void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        });
        source.addEventListener("presence", ((raw: MessageEvent<string>) => {
          const event = JSON.parse(raw.data) as ChatPresenceEvent;
          const contacts = queryClient.getQueryData<ChatContact[]>(chatKeys.contacts);
          const updated = withContactStatus(contacts, event);
          if (updated) queryClient.setQueryData(chatKeys.contacts, updated);
          // Someone not listed yet (a new colleague): the list is fetched again.
          else void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
        }) as EventListener);
        source.onerror = () => {
          // The ticket is spent: a reconnect needs a new one, not the browser's retry of the same URL.
          source?.close();
          setLive(false);
          if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
        };
      } catch {
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS * 5);
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [selfId, queryClient]);
  return live;
}
