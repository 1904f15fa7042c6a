import { EMAIL_INVALID_MESSAGE, MANDATORY_FIELD_MESSAGE } from "@adstudio/core";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderWithTheme } from "../../../test/render";
import { fastUser } from "../../../test/user";
import { CONTACT_SENT_MESSAGE, ContactForm } from "./contact-form";

useMockApi();

let user = fastUser();

/** Fills a field by pasting into it: these tests are about the form, not about typing. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function setup() {
  const onCancel = vi.fn();
  user = fastUser();
  renderWithTheme(
    <>
      <Notifications />
      <ContactForm onCancel={onCancel} />
    </>,
  );
  return {
    onCancel,
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    subject: screen.getByLabelText("Subject"),
    message: screen.getByLabelText("Message"),
  };
}

describe("ContactForm", () => {
  it("marks every empty field as mandatory on submit and focuses the first", async () => {
    const fields = setup();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getAllByText(MANDATORY_FIELD_MESSAGE)).toHaveLength(4);
    expect(fields.name).toHaveFocus();
  });

  it("asks for a valid email", async () => {
    const fields = setup();
    await user.type(fields.email, "nope");
    expect(screen.getByText(EMAIL_INVALID_MESSAGE)).toBeInTheDocument();
  });

  it("sends the message, confirms it and starts over", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/mail-send", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: "Message sent", contactMessage: {} }, { status: 201 });
      }),
    );
    const fields = setup();
    await fill(fields.name, "Ann Lee");
    await fill(fields.email, "ann@example.com");
    await fill(fields.subject, "An account");
    await fill(fields.message, "Please open an account for Acme.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(CONTACT_SENT_MESSAGE)).toBeInTheDocument();
    expect(body).toEqual({
      name: "Ann Lee",
      email: "ann@example.com",
      subject: "An account",
      message: "Please open an account for Acme.",
    });
    await waitFor(() => expect(fields.name).toHaveValue(""));
  });

  it("goes back on Cancel", async () => {
    const { onCancel } = setup();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
