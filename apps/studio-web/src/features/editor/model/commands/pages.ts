import type { AdDocument, Page } from "@adstudio/creative/document";
import { addPage, duplicatePage, movePage, removePage } from "../../pages/page-ops";
import { defineCommand } from "./command";

interface PageId {
  page: string;
}

const pageIn = (draft: AdDocument, id: string) => draft.pages.find((p) => p.id === id);

/** Add an empty page after the one shown, and show it. The strip offers it only below the format's limit. */
export const addPageCommand = defineCommand({
  id: "pages.add",
  label: () => "Add page",
  apply(draft, _args, context) {
    context.show({ page: addPage(draft, context.session.page) });
  },
});

/** Copy a page with its layers just after it, and show the copy. */
export const duplicatePageCommand = defineCommand<PageId>({
  id: "pages.duplicate",
  label: () => "Duplicate page",
  apply(draft, { page }, context) {
    const copy = duplicatePage(draft, page);
    if (copy) context.show({ page: copy });
  },
});

/** Rename a page (the strip and the page settings; typing there coalesces per page). */
export const renamePageCommand = defineCommand<PageId & { name: string }>({
  id: "pages.rename",
  label: () => "Rename page",
  apply(draft, { page, name }) {
    const target = pageIn(draft, page);
    if (target) target.name = name;
  },
});

/** Move a page `delta` places (-1: earlier, 1: later). */
export const movePageCommand = defineCommand<PageId & { delta: number }>({
  id: "pages.move",
  label: () => "Move page",
  apply(draft, { page, delta }) {
    movePage(draft, page, delta);
  },
});

/** Delete a page with its layers and the actions that led to it (never the last page). */
export const deletePageCommand = defineCommand<PageId>({
  id: "pages.delete",
  label: () => "Delete page",
  apply(draft, { page }) {
    removePage(draft, page);
  },
});

/** A story page's duration in ms; undefined goes back to the format's default. */
export const setPageDurationCommand = defineCommand<PageId & { ms: number | undefined }>({
  id: "pages.setDuration",
  label: () => "Page duration",
  apply(draft, { page, ms }) {
    const target = pageIn(draft, page);
    if (!target) return;
    if (ms === undefined) delete target.durationMs;
    else target.durationMs = ms;
  },
});

/** A page's background colour (hex); undefined clears it, and the stage's shows through. */
export const setPageBackgroundCommand = defineCommand<PageId & { background: Page["background"] }>({
  id: "pages.setBackground",
  label: ({ background }) => (background === undefined ? "Clear page background" : "Set page background"),
  apply(draft, { page, background }) {
    const target = pageIn(draft, page);
    if (!target) return;
    if (background === undefined) delete target.background;
    else target.background = background;
  },
});
