import type { Chat, ChatContact, ChatMessage, ChatPresenceEvent } from "@adstudio/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const chatKeys = {
  all: ["chat"] as const,
  contacts: ["chat", "contacts"] as const,
  user: ["chat", "user"] as const,
  chat: (contactId: string) => ["chat", "conversation", contactId] as const,
};

/** GET /api/chat/contacts – contacts with the status others see and unread counts. */
export const chatContactsQuery = () =>
  queryOptions({ queryKey: chatKeys.contacts, queryFn: () => api.chat.contacts(), staleTime: 30_000 });

/** GET /api/chat/user – the caller's chosen status and chat list. */
export const chatUserQuery = () => queryOptions({ queryKey: chatKeys.user, queryFn: () => api.chat.user() });

/** GET /api/chat/get-chat – the conversation with a contact; opening it marks it read. */
export const chatQuery = (contactId: string) =>
  queryOptions({
    queryKey: chatKeys.chat(contactId),
    queryFn: async () => (await api.chat.getChat(contactId)).chat,
  });

/** Adds a message to a cached conversation once (the stream may bring the sender's own message too). */
export function appendMessage(chat: Chat | undefined, message: ChatMessage): Chat | undefined {
  if (!chat || chat.dialog.some((m) => m.id === message.id)) return chat;
  return { ...chat, dialog: [...chat.dialog, message] };
}

/** POST /api/chat/send-message: appends the message to the dialog and refreshes the chat list. */
export function useSendMessage(contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, text }: { chatId: string; text: string }) =>
      api.chat.send(chatId, contactId, text),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<Chat>(chatKeys.chat(contactId), (chat) => appendMessage(chat, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.user });
    },
  });
}

/** Unread counts drop to 0 for a contact whose conversation was just opened. */
export function markContactRead(contacts: ChatContact[] | undefined, contactId: string) {
  return contacts?.map((c) => (c.id === contactId ? { ...c, unread: 0 } : c));
}

/**
 * A contact's new status from a `presence` event, written into the cached contacts (undefined when the
 * contact is not among them). Applied in place rather than refetched: a refetch counts as the viewer's own
 * chat activity, so every idle viewer would turn online again whenever a contact went away.
 */
export function withContactStatus(contacts: ChatContact[] | undefined, event: ChatPresenceEvent) {
  if (!contacts?.some((c) => c.id === event.contactId)) return undefined;
  return contacts.map((c) => (c.id === event.contactId ? { ...c, status: event.status } : c));
}
