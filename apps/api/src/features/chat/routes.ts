import { chatEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as chat from "./service.js";
import { createStreamTicket, openStream } from "./stream.js";

/** Team chat, mounted under `/api/chat` against its contract (spec shell §7). */
export const chatRoutes = contractRoutes("/api/chat", chatEndpoints, {
  contacts: (c, { query }) => chat.listContacts(c.var.deps, authOf(c), query.search),
  user: (c) => chat.chatUser(c.var.deps, authOf(c)),
  userData: (c, { body }) => chat.updateChatUser(c.var.deps, authOf(c), body.status),
  getChat: (c, { query }) => chat.getChat(c.var.deps, authOf(c), query),
  sendMessage: (c, { body }) => chat.sendMessage(c.var.deps, authOf(c), body),
  streamTicket: (c) => createStreamTicket(c.var.deps, authOf(c)),
  stream: (c, { query }) => openStream(c, query.ticket),
});
