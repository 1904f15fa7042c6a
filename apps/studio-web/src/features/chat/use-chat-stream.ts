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
import { type StreamEvent, shareStream } from "./shared-stream";

/** After the stream drops, wait this long before asking for a new ticket (the old one has expired). */
const RECONNECT_MS = 3000;

/**
 * Opens the chat's EventSource with a short-lived ticket (EventSource cannot send the token) and emits
 * its events; reconnects with a new ticket when it drops. Answers a function that closes it.
 */
export function openChatStream(emit: (event: StreamEvent) => void): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const forward = (type: StreamEvent["type"]) =>
    ((raw: MessageEvent<string>) => emit({ type, data: raw.data ?? "" })) as EventListener;
  const connect = async () => {
    try {
      const { ticket } = await api.chat.streamTicket();
      if (stopped) return;
      source = new EventSource(chatStreamPath(ticket));
      source.addEventListener("message", forward("message"));
      source.addEventListener("presence", forward("presence"));
      source.addEventListener("ready", forward("ready"));
      source.onerror = () => {
        // The ticket is spent: a reconnect needs a new one, not the browser's retry of the same URL.
        source?.close();
        emit({ type: "down", data: "" });
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
  };
}

/**
 * Keeps the signed-in user's chat live over the one stream this browser shares between its tabs
 * (see shared-stream.ts). A message updates the open conversation (and marks it read by refetching it)
 * or the contacts' unread counts, with a notice when Notifications are on; a presence event sets that
 * contact's status in the strip. Answers whether the stream is open.
 */
export function useChatStream(selfId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!selfId || typeof EventSource === "undefined") return;

    const onMessage = (event: ChatMessageEvent) => {
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

    const onPresence = (event: ChatPresenceEvent) => {
      const contacts = queryClient.getQueryData<ChatContact[]>(chatKeys.contacts);
      const updated = withContactStatus(contacts, event);
      if (updated) queryClient.setQueryData(chatKeys.contacts, updated);
      // Someone not listed yet (a new colleague): the list is fetched again.
      else void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    };

    const leave = shareStream(`adstudio-chat:${selfId}`, openChatStream, (event) => {
      if (event.type === "ready") {
        setLive(true);
        // Whatever was sent while no stream was open (a reconnect, a sleeping laptop, another tab
        // taking the stream over) is fetched now.
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      } else if (event.type === "down") setLive(false);
      else if (event.type === "message") onMessage(JSON.parse(event.data) as ChatMessageEvent);
      else onPresence(JSON.parse(event.data) as ChatPresenceEvent);
    });
    return () => {
      leave();
      setLive(false);
    };
  }, [selfId, queryClient]);
  return live;
}
