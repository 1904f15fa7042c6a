import { type AdDocument, type MigrateIssue, upgradeDocument } from "@adstudio/creative/document";

/** Why the editor does not open a document: saved by a newer Adstudio, or not an ad document it can read. */
export interface RefusedDocument {
  /** A version or migration this studio does not know: a newer Adstudio saved it. */
  newer: boolean;
  issues: MigrateIssue[];
}

export type OpenedDocument = { ok: true; document: AdDocument } | { ok: false; refused: RefusedDocument };

/**
 * The document the editor opens, brought to the current version by the same upgrade the server runs on
 * every document it reads and stores (EDITOR-NOTES §1: the same migrations on server and client, then
 * validate). One from a newer Adstudio is refused rather than opened read-only: the panels and canvas
 * only understand the current shape, so a read-only view would have to guess at one this studio does not
 * know. That happens when the server was updated while this page was open; reloading the page fixes it.
 */
export function openDocument(document: unknown): OpenedDocument {
  const upgraded = upgradeDocument(document);
  if (upgraded.ok) return { ok: true, document: upgraded.document };
  const newer = upgraded.issues.some((issue) => issue.code === "version");
  return { ok: false, refused: { newer, issues: upgraded.issues } };
}

/** One line for a refusal, where there is no room for the list (a toast). */
export function refusalMessage(refused: RefusedDocument): string {
  if (refused.newer) return "This was saved by a newer version of Adstudio: reload the page to open it.";
  const first = refused.issues[0];
  return first ? `The document cannot be opened: ${first.path ? `${first.path}: ` : ""}${first.message}` : "";
}
