import {
  type Chat,
  type ChatContact,
  type ChatListEntry,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatPresenceEvent,
  type ChatUser,
  chatEndpoints,
  type QuickPanelData,
  type QuickPanelItem,
  quickPanelEndpoints,
} from "@adstudio/contract";
import type { ChatStatus } from "@adstudio/core";
import type { Transport } from "./transport";

export type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatMessage,
  ChatMessageEvent,
  ChatPresenceEvent,
  ChatUser,
  QuickPanelData,
  QuickPanelItem,
};

/** The event stream's address for a ticket (EventSource opens it; it cannot send headers). */
export const chatStreamPath = (ticket: string) => `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`;

/** Team chat (spec shell §7): contacts, the chat user, conversations, and the live stream's ticket. */
export function createChatApi({ call }: Transport) {
  const endpoints = chatEndpoints;
  return {
    /** GET /api/chat/contacts – who the caller may chat with, their statuses and unread counts. */
    contacts: (search?: string) => call(endpoints.contacts, { query: search ? { search } : {} }),
    /** GET /api/chat/user – the caller's chosen status and chat list. */
    user: () => call(endpoints.user),
    /** POST /api/chat/user/data – choose a status. */
    setStatus: (status: ChatStatus) => call(endpoints.userData, { body: { status } }),
    /** GET /api/chat/get-chat – the conversation with a contact (made on first open), marked read. */
    getChat: (contactId: string, userId?: string) =>
      call(endpoints.getChat, { query: userId ? { contactId, userId } : { contactId } }),
    /** POST /api/chat/send-message – a blank message is refused (400). */
    send: (chatId: string, contactId: string, messageText: string) =>
      call(endpoints.sendMessage, { body: { chatId, contactId, messageText } }),
    /** POST /api/chat/stream-ticket – a 60-second ticket for {@link chatStreamPath}. */
    streamTicket: () => call(endpoints.streamTicket),
  };
}

/** The quick side panel (spec shell §7 `GET /api/quick-panel/data`). */
export function createQuickPanelApi({ call }: Transport) {
  return {
    /** GET /api/quick-panel/data – the caller's upcoming events and latest notes. */
    data: () => call(quickPanelEndpoints.data),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
export type QuickPanelApi = ReturnType<typeof createQuickPanelApi>;
