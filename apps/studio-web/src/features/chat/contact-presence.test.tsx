import type { ChatContact, SessionUser } from "@adstudio/api-client";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { theme } from "../../app/theme";
import { controlledEventStream, FetchEventSource } from "../../test/event-source";
import { server, useMockApi } from "../../test/msw";
import { useSignedIn } from "../../test/session";
import { ChatPanel } from "./chat-panel";

useMockApi();

const me: SessionUser = {
  uuid: "me",
  username: "mia",
  companyName: [],
  role: { roleName: "designer", moduleRoles: [] },
  data: { displayName: "Mia", email: "mia@example.com", photoURL: "", settings: {}, shortcuts: [] },
};
const ANN: ChatContact = { id: "ann", name: "Ann Lee", avatar: "", status: "online", unread: 0 };
const BOB: ChatContact = { id: "bob", name: "Bob Roy", avatar: "", status: "online", unread: 0 };

useSignedIn(me);
beforeEach(() => {
  vi.stubGlobal("EventSource", FetchEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("a contact who goes away, then offline, changes in the contact strip as the stream says, without a refetch", async () => {
  const stream = controlledEventStream();
  let contactFetches = 0;
  server.use(
    http.get("*/api/chat/contacts", () => {
      contactFetches += 1;
      return HttpResponse.json([ANN, BOB]);
    }),
    http.post("*/api/chat/stream-ticket", () =>
      HttpResponse.json({ ticket: "tk", expiresIn: 60 }, { status: 201 }),
    ),
    http.get("*/api/chat/stream", () => stream.response()),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <ChatPanel docked />
      </QueryClientProvider>
    </MantineProvider>,
  );
  expect(await screen.findByRole("button", { name: "Ann Lee, online" })).toBeTruthy();
  stream.send("ready", {});
  // The tab first asks for a leader of the browser's one stream (0.3 s without Web Locks in jsdom); a ceiling.
  await vi.waitFor(() => expect(container.querySelector('aside[data-live="true"]')).not.toBeNull(), {
    timeout: 12_000,
  });
  // The ready event fetches the contacts once more (what arrived while no stream was open).
  await vi.waitFor(() => expect([contactFetches, client.isFetching()]).toEqual([2, 0]));

  stream.send("presence", { contactId: "ann", status: "away" });
  expect(await screen.findByRole("button", { name: "Ann Lee, away" })).toBeTruthy();
  stream.send("presence", { contactId: "ann", status: "offline" });
  expect(await screen.findByRole("button", { name: "Ann Lee, offline" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Bob Roy, online" })).toBeTruthy();
  // Applied in place: fetching the contacts again would count as this viewer's own activity on the server.
  expect(contactFetches).toBe(2);
});
