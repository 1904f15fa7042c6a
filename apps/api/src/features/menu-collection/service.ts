import type { MenuCollectionItem } from "@adstudio/contract";
import type { MenuEntryInput } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import { type Executor, isUniqueViolation } from "../../db/query-helpers.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { recordId } from "../../http/record-id.js";
import * as repo from "./repo.js";

const ENTRY_NOT_FOUND = "Menu entry not found";
const SELF_PARENT_MESSAGE = "Top Menu cannot be the entry itself.";
const LOOP_MESSAGE = "Top Menu cannot be an entry under this one.";

export function toMenuCollectionItem(row: repo.MenuCollectionRow): MenuCollectionItem {
  return {
    _id: row.id,
    name: row.name,
    shortName: row.shortName,
    menuType: row.menuType,
    topMenu: row.topMenu,
    roles: row.roles,
    icon: row.icon,
    url: row.url,
    order: row.order,
  };
}

function duplicateShortName(shortName: string) {
  const message = `Short Name '${shortName}' is already in use.`;
  return conflict(message, { shortName: message });
}

function assertNotOwnParent(input: MenuEntryInput): void {
  if (input.topMenu === input.shortName)
    throw badRequest(SELF_PARENT_MESSAGE, { topMenu: SELF_PARENT_MESSAGE });
}

/**
 * Refuses a parent that is the entry or sits under it (`selves`: its current and new short name): the
 * loop would hide both from the navigation and leave neither deletable. Call inside the transaction that
 * writes, after `lockTree`.
 */
async function assertNoLoop(db: Executor, input: MenuEntryInput, selves: readonly string[]): Promise<void> {
  if (input.topMenu !== "" && (await repo.isUnderEntry(db, input.topMenu, selves)))
    throw badRequest(LOOP_MESSAGE, { topMenu: LOOP_MESSAGE });
}

async function existingEntry(deps: AppDeps, id: string): Promise<repo.MenuCollectionRow> {
  const row = await repo.findEntryById(deps.database.db, recordId(id, ENTRY_NOT_FOUND));
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

/** Any signed-in user may read every entry; the client drops what the session may not see. */
export async function listMenuCollection(deps: AppDeps, query: ListQuery<repo.MenuCollectionSortField>) {
  const { rows, ...counted } = await repo.listMenuCollection(deps.database.db, query);
  return { menuCollection: rows.map(toMenuCollectionItem), page: query.page, ...counted };
}

export async function getMenuEntry(deps: AppDeps, id: string) {
  return { menuCollection: toMenuCollectionItem(await existingEntry(deps, id)) };
}

/** Without an `order` the new entry goes last. */
export async function createMenuEntry(deps: AppDeps, input: MenuEntryInput) {
  assertNotOwnParent(input);
  const { db } = deps.database;
  if (await repo.isShortNameTaken(db, input.shortName)) throw duplicateShortName(input.shortName);
  try {
    const row = await db.transaction(async (tx) => {
      await repo.lockTree(tx);
      await assertNoLoop(tx, input, [input.shortName]);
      return repo.insertEntry(tx, { ...input, order: input.order ?? (await repo.nextOrder(tx)) });
    });
    return { menuCollection: toMenuCollectionItem(row) };
  } catch (error) {
    if (isUniqueViolation(error, repo.SHORT_NAME_INDEX)) throw duplicateShortName(input.shortName);
    throw error;
  }
}

/**
 * Replaces an entry; without an `order` it keeps its place. Renaming the short name (the item's id)
 * moves its children along in the same transaction, so the navigation tree stays whole.
 */
export async function updateMenuEntry(deps: AppDeps, id: string, input: MenuEntryInput) {
  assertNotOwnParent(input);
  const current = await existingEntry(deps, id);
  const { db } = deps.database;
  if (await repo.isShortNameTaken(db, input.shortName, current.id)) throw duplicateShortName(input.shortName);
  try {
    const row = await db.transaction(async (tx) => {
      await repo.lockTree(tx);
      await assertNoLoop(tx, input, [current.shortName, input.shortName]);
      const updated = await repo.updateEntry(tx, current.id, {
        ...input,
        order: input.order ?? current.order,
      });
      if (updated && current.shortName !== input.shortName) {
        await repo.moveChildren(tx, current.shortName, input.shortName);
      }
      return updated;
    });
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    return { menuCollection: toMenuCollectionItem(row) };
  } catch (error) {
    if (isUniqueViolation(error, repo.SHORT_NAME_INDEX)) throw duplicateShortName(input.shortName);
    throw error;
  }
}

/** An entry with children is kept: deleting it would silently drop them from the navigation. */
export async function deleteMenuEntry(deps: AppDeps, id: string) {
  const current = await existingEntry(deps, id);
  const { db } = deps.database;
  const children = await repo.countChildren(db, current.shortName);
  if (children > 0) {
    const under = children === 1 ? "1 entry is" : `${children} entries are`;
    throw conflict(`Cannot delete ${current.name}: ${under} under it. Move or delete them first.`);
  }
  if (!(await repo.deleteEntry(db, current.id))) throw notFound(ENTRY_NOT_FOUND);
  return { message: "Menu entry deleted successfully" };
}
