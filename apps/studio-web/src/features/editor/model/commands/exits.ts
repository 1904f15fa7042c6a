import type { Exit } from "@adstudio/creative/document";
import { defineCommand } from "./command";

// The ad's exits (clickTag, clickTag2 …). Which name comes next, whether an address is valid and whether
// an exit is still used are the Exits section's checks (`nextExitName`, `urlProblem`, `exitUsers`).

/** Add an exit under `name` with its landing page and label (trimmed; a label is at most 120 characters). */
export const addExitCommand = defineCommand<{ name: string; url: string; label: string }>({
  id: "exits.add",
  label: () => "Add exit",
  apply(draft, { name, url, label }) {
    draft.exits[name] = { url: url.trim(), label: label.trim().slice(0, 120) };
  },
});

/** Replace an exit's address and label. */
export const editExitCommand = defineCommand<{ name: string; exit: Exit }>({
  id: "exits.edit",
  label: () => "Edit exit",
  apply(draft, { name, exit }) {
    draft.exits[name] = exit;
  },
});

/** Remove an exit. */
export const removeExitCommand = defineCommand<{ name: string }>({
  id: "exits.remove",
  label: () => "Remove exit",
  apply(draft, { name }) {
    delete draft.exits[name];
  },
});
