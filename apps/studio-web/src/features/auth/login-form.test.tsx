import {
  LOGIN_EMAIL_REQUIRED_MESSAGE,
  MIN_LENGTH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
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
import { LoginForm } from "./login-form";
import { sessionStore, signOut } from "./session-store";

useMockApi();
afterEach(async () => {
  // End the session locally: without a token signOut does not call the API.
  tokenStorage.clear();
  await signOut();
});

const user: SessionUser = {
  uuid: "u-1",
  username: "designer1",
  companyName: ["c-1"],
  role: { roleName: "designer", moduleRoles: ["readAds"] },
  data: {
    displayName: "Dana Designer",
    email: "dana@example.com",
    photoURL: "",
    settings: {},
    shortcuts: [],
  },
};

function setup() {
  const onSignedIn = vi.fn();
  renderWithTheme(<LoginForm onSignedIn={onSignedIn} />);
  return {
    onSignedIn,
    email: screen.getByLabelText(/username or email/i),
    password: screen.getByLabelText(/^password/i),
    button: screen.getByRole("button", { name: "Login" }),
  };
}

describe("LoginForm", () => {
  it("keeps the button disabled until both fields have at least 4 characters", async () => {
    const { email, password, button } = setup();
    expect(button).toBeDisabled();
    await userEvent.type(email, "abc");
    await userEvent.type(password, "abcd");
    expect(button).toBeDisabled();
    await userEvent.type(email, "d");
    expect(button).toBeEnabled();
  });

  it("shows the spec's messages for short and empty fields", async () => {
    const { email, password } = setup();
    await userEvent.type(email, "abc");
    expect(screen.getByText(MIN_LENGTH_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(email);
    expect(await screen.findByText(LOGIN_EMAIL_REQUIRED_MESSAGE)).toBeInTheDocument();
    await userEvent.click(password);
    await userEvent.tab();
    expect(await screen.findByText(PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("shows 401 field errors on the inputs and no sign-in", async () => {
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json(
          {
            message: "Wrong credentials",
            errors: { email: "Check your username/email", password: "Check your password" },
          },
          { status: 401 },
        ),
      ),
    );
    const { email, password, onSignedIn } = setup();
    await userEvent.type(email, "dana@example.com");
    await userEvent.type(password, "wrong-password{Enter}");
    expect(await screen.findByText("Check your username/email")).toBeInTheDocument();
    expect(screen.getByText("Check your password")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe("guest");
  });

  it("shows a throttling message in an alert", async () => {
    const message = "Too many failed sign-in attempts. Try again in 15 minutes.";
    server.use(
      http.post("*/api/auth/login", () => HttpResponse.json({ message, retryAfter: 900 }, { status: 429 })),
    );
    const { email, password } = setup();
    await userEvent.type(email, "dana");
    await userEvent.type(password, "secret{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("signs in with the typed credentials and continues to the start page", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/auth/login", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          user,
          token: "jwt-1",
          status: "success",
          message: "ok",
          multipleDevices: false,
        });
      }),
    );
    const { email, password, onSignedIn } = setup();
    await userEvent.type(email, "  dana@example.com ");
    await userEvent.type(password, "secret-1");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ email: "dana@example.com", password: "secret-1" });
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ next: rootRedirectFor(user), token: "jwt-1" });
    expect(sessionStore.get().user?.uuid).toBe("u-1");
    expect(localStorage.getItem("jwt_access_token")).toBe("jwt-1");
  });

  it("continues to /logout when the account is signed in on another device", async () => {
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json({ user, token: "jwt-2", status: "success", message: "ok", multipleDevices: true }),
      ),
      http.post("*/api/auth/logout", () => HttpResponse.json({ message: "Logged out" })),
    );
    const { email, password, onSignedIn } = setup();
    await userEvent.type(email, "dana");
    await userEvent.type(password, "secret-1{Enter}");
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ next: "/logout" })),
    );
  });
});
