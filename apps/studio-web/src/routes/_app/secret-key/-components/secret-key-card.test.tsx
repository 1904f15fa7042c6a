import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../../test/msw";
import { renderWithTheme } from "../../../../test/render";
import { SecretKeyCard } from "./secret-key-card";

useMockApi();

const USER_ID = "0b4c9c1e-8f55-4a8e-9a47-111111111111";
const FIRST = `adsk_${"a".repeat(43)}`;
const SECOND = `adsk_${"b".repeat(43)}`;
let current = FIRST;
let calls: string[] = [];

beforeEach(() => {
  current = FIRST;
  calls = [];
  server.use(
    http.post("*/api/user/get-secret-key", async ({ request }) => {
      calls.push(`get ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ result: { "x-secret-key": current } });
    }),
    http.post("*/api/user/generate-secret-key", async ({ request }) => {
      calls.push(`generate ${JSON.stringify(await request.json())}`);
      current = SECOND;
      return HttpResponse.json({ result: { "x-secret-key": current } });
    }),
  );
});

function setup() {
  const queryClient = new QueryClient();
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <Notifications />
      <SecretKeyCard userId={USER_ID} />
    </QueryClientProvider>,
  );
  return { field: screen.getByLabelText("Secret Key") as HTMLInputElement };
}

describe("SecretKeyCard", () => {
  it("shows the key masked and read-only; Reveal shows it, Hide masks it again", async () => {
    const { field } = setup();
    await waitFor(() => expect(field.value).toBe("•".repeat(FIRST.length)));
    expect(field).toHaveAttribute("readonly");
    expect(calls).toEqual([`get {"userId":"${USER_ID}"}`]);
    await userEvent.click(screen.getByRole("button", { name: "Reveal" }));
    expect(field.value).toBe(FIRST);
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(field.value).not.toContain("adsk_");
  });

  it("Copy puts the key on the clipboard; 'Copied' still shows at 2.9 s and is 'Copy' again at 3.1 s", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    const { field } = setup();
    await waitFor(() => expect(field.value).not.toBe(""));
    // The key has loaded; from here the clock is ours, so the spec's 3 s rule is checked on both sides.
    vi.useFakeTimers();
    try {
      // A plain click: userEvent paces itself with timers, which are fake here.
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
      expect(writeText).toHaveBeenCalledWith(FIRST);
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(2900));
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Copied" })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("Generate New asks first: Disagree keeps the key, Agree replaces it and reads it again", async () => {
    const { field } = setup();
    await waitFor(() => expect(field.value).not.toBe(""));
    await userEvent.click(screen.getByRole("button", { name: "Reveal" }));

    await userEvent.click(screen.getByRole("button", { name: "Generate New" }));
    const dialog = await screen.findByRole("dialog", { name: "Generate New Secret Key" });
    expect(dialog).toHaveTextContent("will stop working at once");
    await userEvent.click(screen.getByRole("button", { name: "Disagree" }));
    expect(calls).toHaveLength(1);
    expect(field.value).toBe(FIRST);

    await userEvent.click(screen.getByRole("button", { name: "Generate New" }));
    await userEvent.click(await screen.findByRole("button", { name: "Agree" }));
    await waitFor(() => expect(field.value).toBe(SECOND));
    expect(calls).toEqual([
      `get {"userId":"${USER_ID}"}`,
      `generate {"userId":"${USER_ID}"}`,
      `get {"userId":"${USER_ID}"}`,
    ]);
    expect(await screen.findByText(/A new secret key was generated/)).toBeInTheDocument();
  });
});
