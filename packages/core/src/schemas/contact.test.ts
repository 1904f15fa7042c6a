import { describe, expect, it } from "vitest";
import { ContactMessageSchema, MANDATORY_FIELD_MESSAGE } from "./contact";
import { failure, output } from "./test-helpers";

const message = { name: "Ravi", email: "ravi@acme.com", subject: "Demo", message: "Please call me." };

describe("ContactMessageSchema", () => {
  it("accepts a complete message", () => {
    expect(output(ContactMessageSchema, { ...message, name: " Ravi " })).toEqual(message);
  });

  it("marks every empty field mandatory", () => {
    expect(failure(ContactMessageSchema, {})).toEqual({
      message: "This is a mandatory field",
      errors: {
        name: "This is a mandatory field",
        email: "This is a mandatory field",
        subject: "This is a mandatory field",
        message: "This is a mandatory field",
      },
    });
    expect(failure(ContactMessageSchema, { ...message, subject: "   " }).errors).toEqual({
      subject: MANDATORY_FIELD_MESSAGE,
    });
  });

  it("needs a valid email", () => {
    expect(failure(ContactMessageSchema, { ...message, email: "ravi@acme" })).toEqual({
      message: "Please enter a valid email",
      errors: { email: "Please enter a valid email" },
    });
  });

  it("rejects wrong types and over-long values", () => {
    expect(failure(ContactMessageSchema, { ...message, name: 3, message: { text: "hi" } }).errors).toEqual({
      name: "Name must be text.",
      message: "Message must be text.",
    });
    expect(failure(ContactMessageSchema, { ...message, message: "m".repeat(5001) }).errors).toEqual({
      message: "Message must be at most 5000 characters.",
    });
    expect(output(ContactMessageSchema, { ...message, message: "m".repeat(5000) }).message).toHaveLength(
      5000,
    );
    expect(failure(ContactMessageSchema, { ...message, subject: "s".repeat(256) }).errors).toEqual({
      subject: "Subject must be at most 255 characters.",
    });
  });
});
