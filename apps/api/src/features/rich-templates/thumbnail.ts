import type { AppDeps } from "../../app-env.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import { findAd, prepareStill, setThumbnail, THUMBNAIL_WIDTH, withCurrentDocument } from "../ads/index.js";

/** A template's picture sits beside its draft folders: `creatives/{id}/template-thumbnail-{revision}.png`. */
const FILE_PREFIX = "template-thumbnail-";

/** Drawings in flight per template, so a burst of autosaves draws once more at the end, not once each. */
const drawing = new Map<string, { again: boolean; done: Promise<void> }>();

/**
 * Draws the template's list picture (its base size's first page, 320 px wide, as an ad's publish does)
 * from the saved document, stores it, points the row's `thumbnail` at it and removes older ones. A
 * design the still renderer cannot draw keeps the format's icon in the list; it never fails a save.
 */
async function drawOnce(deps: AppDeps, id: string): Promise<void> {
  const found = await findAd(deps.database.db, id, null, { template: true });
  if (!found) return;
  const row = withCurrentDocument(found);
  const folder = `${CREATIVES_STORAGE_PREFIX}${row.id}/`;
  const key = `${folder}${FILE_PREFIX}${row.revision}.png`;
  try {
    const still = await prepareStill(row.document, deps.storage);
    const png = await still.png(row.document.baseSize, THUMBNAIL_WIDTH);
    await deps.storage.put(key, png, "image/png");
  } catch (error) {
    // Ids and the error's kind only: a message can quote the template's texts.
    const cause = error instanceof Error ? error.name : "unknown";
    deps.logger.warn({ templateId: row.id, cause }, "template thumbnail could not be drawn");
    return;
  }
  // Site-relative, like a published ad's: answers add the host name the caller uses.
  await setThumbnail(deps.database.db, row.id, `/${key}`);
  for (const old of await deps.storage.list(folder)) {
    if (old.slice(folder.length).startsWith(FILE_PREFIX) && old !== key) await deps.storage.delete(old);
  }
}

/**
 * Redraws a template's thumbnail in the background after a create or save; the answer does not wait.
 * Answers a promise that settles when the drawing (and any asked for meanwhile) is done, for tests and
 * the seed.
 */
export function redrawThumbnail(deps: AppDeps, id: string): Promise<void> {
  const running = drawing.get(id);
  if (running) {
    running.again = true;
    return running.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      do {
        state.again = false;
        await drawOnce(deps, id);
      } while (state.again);
    } catch (error) {
      deps.logger.warn(
        { templateId: id, cause: error instanceof Error ? error.name : "unknown" },
        "template thumbnail failed",
      );
    } finally {
      drawing.delete(id);
    }
  })();
  drawing.set(id, state);
  return state.done;
}
