import {
  EMAIL_INVALID_MESSAGE,
  MIN_LENGTH_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  rootRedirectFor,
  type SessionUser,
} from "@adstudio/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStorage } from "../../lib/token-storage";
import { server, useMockApi } from "../../test/msw";
import { renderWithTheme } from "../../test/render";
import { RegisterForm } from "./register-form";
import { sessionStore, signOut } from "./session-store";

useMockApi();
afterEach(async () => {
  tokenStorage.clear();
  await signOut();
});

const newUser: SessionUser = {
  uuid: "u-9",
  username: "new@example.com",
  companyName: [],
  role: { roleName: "publisher", moduleRoles: [] },
  data: { displayName: "New Person", email: "new@example.com", photoURL: "", settings: {}, shortcuts: [] },
};

function setup() {
  const onRegistered = vi.fn();
  renderWithTheme(<RegisterForm onRegistered={onRegistered} />);
  return {
    onRegistered,
    displayName: screen.getByLabelText(/display name/i),
    email: screen.getByLabelText(/^email/i),
    password: screen.getByLabelText(/^password(?! \(confirm\))/i),
    confirm: screen.getByLabelText(/password \(confirm\)/i),
    button: screen.getByRole("button", { name: "Register" }),
  };
}

async function fillValid(fields: ReturnType<typeof setup>) {
  await userEvent.type(fields.displayName, "New Person");
  await userEvent.type(fields.email, "new@example.com");
  await userEvent.type(fields.password, "lumen-k9x2");
  await userEvent.type(fields.confirm, "lumen-k9x2");
}

describe("RegisterForm", () => {
  it("keeps submit disabled until every field is valid", async () => {
    const fields = setup();
    expect(fields.button).toBeDisabled();
    await userEvent.type(fields.displayName, "New Person");
    await userEvent.type(fields.email, "new@example.com");
    await userEvent.type(fields.password, "lumen-k9x2");
    expect(fields.button).toBeDisabled();
    await userEvent.type(fields.confirm, "lumen-k9x2");
    expect(fields.button).toBeEnabled();
  });

  it("shows the spec's messages for a short name, a bad email and different passwords", async () => {
    const fields = setup();
    await userEvent.type(fields.displayName, "Ann");
    expect(screen.getByText(MIN_LENGTH_MESSAGE)).toBeInTheDocument();
    await userEvent.type(fields.email, "not-an-email");
    expect(screen.getByText(EMAIL_INVALID_MESSAGE)).toBeInTheDocument();
    await userEvent.type(fields.password, "lumen-k9x2");
    await userEvent.type(fields.confirm, "lumen-k9x3");
    expect(screen.getByText(PASSWORDS_MISMATCH_MESSAGE)).toBeInTheDocument();
    // Fixing the password afterwards re-checks the confirmation.
    await userEvent.clear(fields.password);
    await userEvent.type(fields.password, "lumen-k9x3");
    expect(screen.queryByText(PASSWORDS_MISMATCH_MESSAGE)).not.toBeInTheDocument();
    expect(fields.button).toBeDisabled();
  });

  it("asks for 8 characters in a new password", async () => {
    const fields = setup();
    await userEvent.type(fields.password, "1234");
    await userEvent.tab();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(fields.password).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(fields.password, "5678");
    expect(screen.queryByText("Password must be at least 8 characters.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a common password on the password input", async () => {
    const message = "This password is too common. Choose a less common one.";
    server.use(
      http.post("*/api/auth/register", () =>
        HttpResponse.json({ message, errors: { password: message } }, { status: 400 }),
      ),
    );
    const fields = setup();
    await userEvent.type(fields.displayName, "New Person");
    await userEvent.type(fields.email, "new@example.com");
    await userEvent.type(fields.password, "iloveyou");
    await userEvent.type(fields.confirm, "iloveyou");
    await userEvent.click(fields.button);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fields.password).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fields.onRegistered).not.toHaveBeenCalled();
  });

  it("shows a taken email (409) on the email input", async () => {
    server.use(
      http.post("*/api/auth/register", () =>
        HttpResponse.json(
          { message: "The email is already in use", errors: { email: "The email is already in use" } },
          { status: 409 },
        ),
      ),
    );
    const fields = setup();
    await fillValid(fields);
    await userEvent.click(fields.button);
    expect(await screen.findByText("The email is already in use")).toBeInTheDocument();
    expect(fields.email).toHaveAttribute("aria-invalid", "true");
    expect(fields.onRegistered).not.toHaveBeenCalled();
  });

  it("shows a closed registration (403) in an alert", async () => {
    const message = "Registration is closed on this server. Contact your provider for an account.";
    server.use(http.post("*/api/auth/register", () => HttpResponse.json({ message }, { status: 403 })));
    const fields = setup();
    await fillValid(fields);
    await userEvent.type(fields.confirm, "{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("creates the account without the confirmation, signs it in and continues", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/auth/register", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: newUser, access_token: "jwt-9", error: null });
      }),
    );
    const fields = setup();
    await fillValid(fields);
    await userEvent.click(fields.button);
    await waitFor(() => expect(fields.onRegistered).toHaveBeenCalledWith(rootRedirectFor(newUser)));
    expect(body).toEqual({ displayName: "New Person", email: "new@example.com", password: "lumen-k9x2" });
    expect(sessionStore.get().user?.uuid).toBe("u-9");
    expect(tokenStorage.get()).toBe("jwt-9");
  });
});
