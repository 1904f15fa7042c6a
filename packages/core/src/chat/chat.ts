import * as v from "valibot";
import { MAX_MESSAGE_LENGTH, notTextMessage, tooLongMessage } from "../schemas/fields";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";

/** Chat statuses (spec shell §9), in the order the status menu offers them. */
export const CHAT_STATUSES = ["online", "do-not-disturb", "away", "offline"] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  online: "Online",
  "do-not-disturb": "Do not disturb",
  away: "Away",
  offline: "Offline",
};

/** Chat timestamps (spec shell §3), in dayjs/moment tokens: "November 25th 2026, 4:05:09 pm". */
export const CHAT_TIME_FORMAT = "MMMM Do YYYY, h:mm:ss a";

/** The longest chat message; a longer one is refused, never cut. */
export const CHAT_MESSAGE_MAX_LENGTH = MAX_MESSAGE_LENGTH;
/** Spec shell §5: "Chat message must not be empty". */
export const CHAT_MESSAGE_EMPTY_MESSAGE = "Type a message before sending.";

/** A user with no chat request for this long shows as away (unless they chose another status). */
export const CHAT_AWAY_AFTER_MS = 5 * 60_000;
/** An open event stream is seen every heartbeat; none seen for this long means the user left. */
export const CHAT_OFFLINE_AFTER_MS = 75_000;
/** Open event streams one user may hold on one API process (tabs and devices); more answer 429. */
export const CHAT_MAX_STREAMS_PER_USER = 10;
/** How often an open event stream sends a heartbeat (and marks its user seen). */
export const CHAT_HEARTBEAT_MS = 25_000;

export interface ChatActivity {
  /** What the user chose. */
  chosen: ChatStatus;
  /** Their last chat request, if any. */
  lastActiveAt: Date | null;
  /** The last heartbeat of an event stream of theirs, if any. */
  lastSeenAt: Date | null;
}

/**
 * The status others see: a user who chose offline (invisible) or whose panel has not been open for
 * CHAT_OFFLINE_AFTER_MS is offline; do-not-disturb and away stay as chosen; an online user idle for
 * CHAT_AWAY_AFTER_MS or more shows as away.
 */
export function shownChatStatus(activity: ChatActivity, now: Date): ChatStatus {
  const { chosen, lastActiveAt, lastSeenAt } = activity;
  if (chosen === "offline") return "offline";
  const seen = Math.max(lastSeenAt?.getTime() ?? 0, lastActiveAt?.getTime() ?? 0);
  if (seen === 0 || now.getTime() - seen >= CHAT_OFFLINE_AFTER_MS) return "offline";
  if (chosen !== "online") return chosen;
  if (!lastActiveAt || now.getTime() - lastActiveAt.getTime() >= CHAT_AWAY_AFTER_MS) return "away";
  return "online";
}

/** `POST /api/chat/send-message`. The text is kept as typed (plain text); only blank is refused. */
export const ChatSendSchema = v.object(
  {
    chatId: v.pipe(v.string(notTextMessage("chatId")), v.maxLength(64, tooLongMessage("chatId", 64))),
    contactId: v.pipe(
      v.string(notTextMessage("contactId")),
      v.maxLength(64, tooLongMessage("contactId", 64)),
    ),
    messageText: v.pipe(
      v.nullish(v.string(notTextMessage("Message")), ""),
      v.check((text) => text.trim().length > 0, CHAT_MESSAGE_EMPTY_MESSAGE),
      v.maxLength(CHAT_MESSAGE_MAX_LENGTH, tooLongMessage("Message", CHAT_MESSAGE_MAX_LENGTH)),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type ChatSendInput = v.InferOutput<typeof ChatSendSchema>;

/** `POST /api/chat/user/data`: the caller's chosen status. */
export const ChatUserDataSchema = v.object(
  {
    status: v.picklist(CHAT_STATUSES, `Status must be one of: ${CHAT_STATUSES.join(", ")}.`),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type ChatUserDataInput = v.InferOutput<typeof ChatUserDataSchema>;
