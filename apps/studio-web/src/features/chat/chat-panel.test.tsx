import type { ChatContact } from "@adstudio/api-client";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../../app/theme";
import { server, useMockApi } from "../../test/msw";
import { fastUser } from "../../test/user";
import { ChatPanel } from "./chat-panel";
import { ChatToggle } from "./chat-toggle";
import { Conversation } from "./conversation";
import { chatPanelStore } from "./panel-store";

useMockApi();
afterEach(() => chatPanelStore.close());

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const ANN: ChatContact = { id: "ann", name: "Ann Lee", avatar: "", status: "online", unread: 0 };
const CHAT_ID = "chat-1";

describe("Conversation", () => {
  it("invites a first message, refuses a blank one, and clears the input after a send", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/chat/get-chat", () =>
        HttpResponse.json({ chat: { id: CHAT_ID, dialog: [] }, userChatList: [] }),
      ),
      http.post("*/api/chat/send-message", async ({ request }) => {
        const body = (await request.json()) as { messageText: string };
        sent.push(body);
        return HttpResponse.json(
          {
            message: { id: "m1", who: "me", message: body.messageText, time: "2026-11-25T16:05:09.000Z" },
            userChatList: [],
          },
          { status: 201 },
        );
      }),
    );
    renderWithClient(<Conversation contact={ANN} selfId="me" />);
    expect(await screen.findByText("Start a conversation by typing your message below.")).toBeTruthy();
    const input = screen.getByPlaceholderText("Type your message.") as HTMLInputElement;

    // Pasted, then sent with Enter: sending is under test, typing key by key is not.
    const user = fastUser();
    await user.click(input);
    await user.paste("   ");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Type a message before sending.")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(input);
    await user.paste("<b>Ready?</b>");
    await user.keyboard("{Enter}");
    // Shown as text, never as HTML.
    expect(await screen.findByText("<b>Ready?</b>")).toBeTruthy();
    expect(sent).toEqual([{ chatId: CHAT_ID, contactId: "ann", messageText: "<b>Ready?</b>" }]);
    expect(input.value).toBe("");
    const time = new Date("2026-11-25T16:05:09.000Z");
    const hour = time.getHours() % 12 || 12;
    expect(screen.getByText(new RegExp(`^November 25th 2026, ${hour}:05:09 (am|pm)$`))).toBeTruthy();
  });
});

describe("ChatPanel", () => {
  const chatUser = () =>
    server.use(
      http.get("*/api/chat/user", () =>
        HttpResponse.json({ id: "me", name: "Me", avatar: "", status: "online", chatList: [] }),
      ),
    );
  it("asks to select a contact, and Escape closes it and clears the selection", async () => {
    chatUser();
    renderWithClient(<ChatPanel docked={false} />);
    expect(screen.queryByText("Team Chat")).toBeNull();
    chatPanelStore.select("ann");
    expect(await screen.findByText("Team Chat")).toBeTruthy();
    expect(screen.getByText("Select a contact to start a conversation.")).toBeTruthy();
    fireEvent.keyDown(document.documentElement, { key: "Escape" });
    expect(chatPanelStore.get()).toEqual({ open: false, contactId: null });
    expect(screen.queryByText("Team Chat")).toBeNull();
  });

  it("opened from the toolbar toggle, takes the focus, closes on Escape and gives the focus back", async () => {
    chatUser();
    renderWithClient(
      <>
        <ChatToggle />
        <ChatPanel docked={false} />
      </>,
    );
    const user = fastUser();
    const toggle = screen.getByRole("button", { name: "Team Chat" });
    await user.click(toggle);
    const panel = await screen.findByRole("complementary", { name: "Team Chat" });
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("complementary", { name: "Team Chat" })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("closes with its close button", async () => {
    chatUser();
    renderWithClient(<ChatPanel docked={false} />);
    chatPanelStore.open();
    await fastUser().click(await screen.findByRole("button", { name: "Close Team Chat" }));
    expect(chatPanelStore.get().open).toBe(false);
  });
});
