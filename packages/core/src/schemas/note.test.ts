import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate";
import {
  DEFAULT_NOTE_LABELS,
  NOTE_EMPTY_MESSAGE,
  NOTE_LABEL_NAME_TAKEN_MESSAGE,
  NoteInputSchema,
  NoteLabelsInputSchema,
  noteLabelHandle,
} from "./note";

describe("NoteInputSchema", () => {
  it("fills what a new note leaves out and drops empty checklist rows", () => {
    const result = validateInput(NoteInputSchema, {
      title: "  Call the printer ",
      checklist: [
        { id: "a", text: "Proof" },
        { id: "b", text: "   " },
      ],
    });
    expect(result).toEqual({
      success: true,
      output: {
        title: "Call the printer",
        description: "",
        archive: false,
        image: "",
        reminder: null,
        checklist: [{ id: "a", checked: false, text: "Proof" }],
        labels: [],
      },
    });
  });

  it("refuses a note with nothing in it, with one message", () => {
    const result = validateInput(NoteInputSchema, {
      title: " ",
      description: "",
      checklist: [{ id: "a", text: "" }],
    });
    expect(result).toMatchObject({
      success: false,
      message: "Write a title, some text or a checklist item.",
    });
    expect(NOTE_EMPTY_MESSAGE).toBe("Write a title, some text or a checklist item.");
  });

  it("refuses a script address as the image, a bad reminder and repeated labels", () => {
    const bad = (note: object) => validateInput(NoteInputSchema, { title: "x", ...note });
    expect(bad({ image: "javascript:alert(1)" })).toMatchObject({
      errors: { image: "Image must be an http(s) address or a path." },
    });
    expect(bad({ reminder: "tomorrow" })).toMatchObject({
      errors: { reminder: "Reminder must be an ISO date and time, or null." },
    });
    // The shape of a timestamp is not enough: the day has to exist.
    for (const reminder of ["2026-02-31T09:00:00Z", "2026-04-31T09:00:00Z", "0000-01-01T00:00:00Z"]) {
      expect(bad({ reminder })).toMatchObject({
        errors: { reminder: "Reminder must be an ISO date and time, or null." },
      });
    }
    expect(bad({ reminder: "2028-02-29T09:00:00+01:00" })).toMatchObject({ success: true });
    expect(bad({ labels: ["work", "work"] })).toMatchObject({ errors: { labels: "A label appears twice." } });
    expect(bad({ labels: ["../x"] })).toMatchObject({ success: false });
    expect(bad({ title: "t".repeat(256) })).toMatchObject({
      errors: { title: "Title must be at most 255 characters." },
    });
  });
});

describe("note labels", () => {
  it("are the spec's six handles by default", () => {
    expect(DEFAULT_NOTE_LABELS.map((label) => label.handle)).toEqual([
      "family",
      "work",
      "todos",
      "prior",
      "personal",
      "friends",
    ]);
  });

  it("refuse two labels with one name, whatever the case, and a blank name", () => {
    expect(validateInput(NoteLabelsInputSchema, [{ name: "Work" }, { name: "work " }])).toMatchObject({
      success: false,
      message: NOTE_LABEL_NAME_TAKEN_MESSAGE,
    });
    expect(validateInput(NoteLabelsInputSchema, [{ name: " " }])).toMatchObject({
      errors: { "0.name": "Enter a label name." },
    });
  });

  it("get a handle from their name", () => {
    expect(noteLabelHandle("Client calls!")).toBe("client-calls");
    expect(noteLabelHandle("Café")).toBe("cafe");
    expect(noteLabelHandle("★")).toBe("label");
  });
});
