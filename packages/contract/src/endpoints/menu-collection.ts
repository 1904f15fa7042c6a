import { MenuEntrySchema } from "@adstudio/core";
import * as v from "valibot";
import { endpoint, type JsonResponse } from "../endpoint";
import { ErrorBodySchema } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

/**
 * A stored menu-collection entry as the API answers it (spec studio §3): core's `MenuCollectionRecord`
 * with the row id as `_id` and its position, so the studio builds the sidebar from these directly.
 */
export const MenuCollectionItemSchema = named(
  "MenuCollectionItem",
  v.strictObject({
    _id: v.string(),
    name: v.string(),
    /** Unique; used as the navigation item id. */
    shortName: v.string(),
    /** One of core's MENU_TYPES (group, collapse, item, link, divider), stored as text. */
    menuType: v.string(),
    /** The parent's shortName; empty at the top level. */
    topMenu: v.string(),
    /** Permissions or role names that may see the entry; empty means every signed-in user. */
    roles: v.array(v.string()),
    icon: v.string(),
    url: v.string(),
    /** Position in the navigation. */
    order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
export type MenuCollectionItem = v.InferOutput<typeof MenuCollectionItemSchema>;

const MenuCollectionResponseSchema = named(
  "MenuCollectionResponse",
  v.strictObject({ menuCollection: MenuCollectionItemSchema }),
);

const EXAMPLE_INPUT = {
  name: "Generate QR",
  shortName: "qrCode",
  menuType: "item",
  topMenu: "",
  roles: ["readMenuCollection"],
  icon: "qr_code",
  url: "/studio/qrCode",
};
const EXAMPLE_ENTRY = { _id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", ...EXAMPLE_INPUT, order: 12 };

/**
 * Without `limit` the whole collection comes back, because the sidebar of non-admin users is built
 * from it; the admin list page asks for pages of 10.
 */
const MENU_COLLECTION_LIST = listSpec({
  sortable: ["name", "shortName", "menuType", "topMenu", "icon", "url", "order"],
  defaultSort: [
    ["order", 1],
    ["name", 1],
  ],
  defaultLimit: MAX_LIST_LIMIT,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name, short name, menu type, parent and URL",
});

const SHORT_NAME_TAKEN: JsonResponse = {
  description: "The short name is taken (`Short Name '…' is already in use.`).",
  schema: ErrorBodySchema,
};

/** Navigation entries; non-admin users get their sidebar built from these (spec studio §7 Menu collection). */
export const menuCollectionEndpoints = {
  list: endpoint({
    operationId: "listMenuCollection",
    method: "get",
    path: "/api/menuCollection",
    tag: "menuCollection",
    summary:
      "Menu entries, by order then name → {menuCollection, page, total}; every entry unless limit is given",
    description:
      "Any signed-in user may read every entry, since the sidebar is built from them; the client leaves out what the session may not see.",
    auth: "required",
    list: MENU_COLLECTION_LIST,
    responses: {
      200: {
        description: "One page of entries.",
        schema: listResponse("menuCollection", MenuCollectionItemSchema),
        example: { menuCollection: [EXAMPLE_ENTRY], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getMenuEntry",
    method: "get",
    path: "/api/menuCollection/{id}",
    tag: "menuCollection",
    summary: "One menu entry → {menuCollection}",
    auth: "required",
    permissions: ["readMenuCollection"],
    responses: { 200: { description: "The entry.", schema: MenuCollectionResponseSchema } },
  }),
  create: endpoint({
    operationId: "createMenuEntry",
    method: "post",
    path: "/api/menuCollection/create",
    tag: "menuCollection",
    summary: "Create a menu entry → 201 {menuCollection}; without an order it goes last",
    auth: "required",
    permissions: ["createMenuCollection"],
    body: { schema: named("MenuEntryInput", MenuEntrySchema), example: EXAMPLE_INPUT },
    responses: {
      201: {
        description: "The new entry.",
        schema: MenuCollectionResponseSchema,
        example: { menuCollection: EXAMPLE_ENTRY },
      },
      409: SHORT_NAME_TAKEN,
    },
  }),
  update: endpoint({
    operationId: "updateMenuEntry",
    method: "put",
    path: "/api/menuCollection/update/{id}",
    tag: "menuCollection",
    summary: "Replace a menu entry → {menuCollection}; a new short name moves its children along",
    description: "Without an `order` the entry keeps its place.",
    auth: "required",
    permissions: ["updateMenuCollection"],
    body: { schema: MenuEntrySchema },
    responses: {
      200: { description: "The updated entry.", schema: MenuCollectionResponseSchema },
      409: SHORT_NAME_TAKEN,
    },
  }),
  delete: endpoint({
    operationId: "deleteMenuEntry",
    method: "delete",
    path: "/api/menuCollection/{id}",
    tag: "menuCollection",
    summary: "Delete a menu entry without children → {message}",
    auth: "required",
    permissions: ["deleteMenuCollection"],
    responses: {
      200: { description: "Deleted.", schema: MessageSchema },
      409: {
        description: "Other entries sit under it (`Cannot delete …: N entries are under it. …`).",
        schema: ErrorBodySchema,
      },
    },
  }),
};
