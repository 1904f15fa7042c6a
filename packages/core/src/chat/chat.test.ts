import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ChatSendSchema, type ChatStatus, shownChatStatus } from "./chat";

const NOW = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe("shownChatStatus", () => {
  const shown = (chosen: ChatStatus, activeAgo: number | null, seenAgo: number | null) =>
    shownChatStatus(
      {
        chosen,
        lastActiveAt: activeAgo === null ? null : ago(activeAgo),
        lastSeenAt: seenAgo === null ? null : ago(seenAgo),
      },
      NOW,
    );

  it("shows an online user as online until five minutes without a chat request, then away", () => {
    expect(shown("online", 5 * MINUTE - 1, 0)).toBe("online");
    expect(shown("online", 5 * MINUTE, 0)).toBe("away");
  });

  it("shows anyone whose panel was last seen 75 seconds ago or more as offline", () => {
    expect(shown("online", 74_999, 74_999)).toBe("online");
    expect(shown("online", 75_000, 75_000)).toBe("offline");
    expect(shown("do-not-disturb", 0, 75_000 - 1)).toBe("do-not-disturb");
    expect(shown("do-not-disturb", 75_000, 75_000)).toBe("offline");
    expect(shown("online", null, null)).toBe("offline");
  });

  it("keeps a chosen do-not-disturb or away, and chosen offline hides a present user", () => {
    expect(shown("do-not-disturb", 10 * MINUTE, 0)).toBe("do-not-disturb");
    expect(shown("away", 0, 0)).toBe("away");
    expect(shown("offline", 0, 0)).toBe("offline");
  });
});

describe("ChatSendSchema", () => {
  const base = { chatId: "c", contactId: "u" };
  it("refuses an empty or blank message with the same words", () => {
    for (const messageText of ["", "   \n ", undefined]) {
      const result = v.safeParse(ChatSendSchema, { ...base, messageText });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe("Type a message before sending.");
    }
  });
  it("keeps the text as typed, markup included", () => {
    const result = v.parse(ChatSendSchema, { ...base, messageText: " <b>hi</b> " });
    expect(result.messageText).toBe(" <b>hi</b> ");
  });
});
