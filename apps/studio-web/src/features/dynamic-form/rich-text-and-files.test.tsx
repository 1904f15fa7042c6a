import type { Field, Template } from "@adstudio/form-engine";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderForm, withSave } from "./test-form";

const one = (field: Field): Template => withSave({ title: "T", fields: [field] });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("file and attachment", () => {
  const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

  it("attachment: one file, classified and previewed, stored with its path", async () => {
    const { user, container, submitted } = renderForm(
      one({ name: "logo", label: "Logo", kind: "attachment", attachment: { featureKey: "qr" } }),
    );
    await user.upload(input(container), new File([PNG], "logo.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "logo.png" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted().logo).toMatchObject({
      name: "logo.png",
      type: "image",
      file: { fileName: "logo.png", fileType: "image/png", location: "qr/images/logo.png" },
    });
  });

  it("file: several files, misc ones by name, each removable", async () => {
    const { user, container, submitted } = renderForm(
      one({ name: "docs", label: "Docs", kind: "file", attachment: { featureKey: "campaign" } }),
    );
    await user.upload(input(container), [
      new File(["%PDF-1.4"], "brief.pdf", { type: "application/pdf" }),
      new File([PNG], "a.png", { type: "image/png" }),
    ]);
    expect(await screen.findByText("brief.pdf")).toBeInTheDocument();
    expect(container.querySelector('[data-attachment-type="misc"]')).not.toBeNull();
    expect(container.querySelector('[data-attachment-type="image"]')).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const docs = submitted().docs as { name: string; type: string }[];
    expect(docs.map((doc) => [doc.name, doc.type])).toEqual([["a.png", "image"]]);
  });

  it("refuses a file of the wrong type or over the size limit with the field's message", async () => {
    const { user, container, onSubmit } = renderForm(
      one({
        name: "logo",
        label: "Logo",
        kind: "attachment",
        attachment: { featureKey: "x", accept: ["image/png"] },
        validation: { size: { value: 0.001, message: "Too big" } },
      }),
    );
    // A browser's picker honours `accept` only as a hint; the field checks again.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input(container), new File(["text"], "a.txt", { type: "text/plain" }));
    expect(await screen.findByText("Logo does not accept this type of file.")).toBeInTheDocument();
    await user.upload(input(container), new File([new Uint8Array(2048)], "big.png", { type: "image/png" }));
    expect(await screen.findByText("Too big")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: null }, "save"));
  });
});
