import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/router";
import { EditorFrame } from "./editor-frame";

function renderEditor() {
  return renderWithRouter(
    <EditorFrame title="Create User" backTo="/studio/users" backLabel="Back to Users" onSave={() => {}}>
      <p>The form</p>
    </EditorFrame>,
    "/studio/user/new",
  );
}

describe("EditorFrame", () => {
  it("names the page's heading by its title alone, not by the back link before it", async () => {
    renderEditor();
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveAccessibleName("Create User");
    expect(within(heading).queryByRole("link")).not.toBeInTheDocument();
  });

  it("keeps the back link, named by where it leads, before the heading", async () => {
    renderEditor();
    const back = await screen.findByRole("link", { name: "Back to Users" });
    expect(back).toHaveAttribute("href", "/studio/users");
    const heading = screen.getByRole("heading", { level: 1, name: "Create User" });
    // The arrow comes first in reading order, as it is drawn.
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
