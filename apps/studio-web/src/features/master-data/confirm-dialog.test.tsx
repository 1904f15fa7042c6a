import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../../test/render";
import { ConfirmDialog } from "./confirm-dialog";

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [opened, setOpened] = useState(true);
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Company"
      text="Do you want to delete the company?"
      onConfirm={onConfirm}
      onClose={() => setOpened(false)}
    />
  );
}

describe("ConfirmDialog", () => {
  it("shows the title, the question and Disagree / Agree", async () => {
    renderWithTheme(<Harness onConfirm={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Delete Company" });
    expect(dialog).toHaveTextContent("Do you want to delete the company?");
    expect(screen.getByRole("button", { name: "Disagree" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agree" })).toBeInTheDocument();
  });

  it("closes without acting on Disagree", async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole("button", { name: "Disagree" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("acts on Agree and closes once the action settled", async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole("button", { name: "Agree" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
