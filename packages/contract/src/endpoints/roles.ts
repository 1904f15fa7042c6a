import { PERMISSIONS, RoleSchema, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint, type JsonResponse } from "../endpoint";
import { ErrorBodySchema } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

/** A role as the API answers it (spec studio §3 'Role'). */
export const RoleRecordSchema = named(
  "RoleRecord",
  v.strictObject({
    _id: v.string(),
    /** Unique, ignoring case. */
    roleName: v.string(),
    /** The permissions the role grants, in catalogue order. */
    moduleRoles: v.array(v.string()),
  }),
);
export type RoleRecord = v.InferOutput<typeof RoleRecordSchema>;

const RoleResponseSchema = named("RoleResponse", v.strictObject({ role: RoleRecordSchema }));

const EXAMPLE_ROLE = {
  _id: "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  roleName: "reviewer",
  moduleRoles: ["readAds", "previewAds"],
};

const ROLE_LIST = listSpec({
  sortable: ["roleName", "createdAt", "updatedAt"],
  defaultSort: [["roleName", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the role name",
});

/** A refusal with its own reasons, in the shared error shape. */
const refusal = (description: string): JsonResponse => ({ description, schema: ErrorBodySchema });

const GRANT_RULES =
  "outside the admin group, granting a permission the caller does not hold ('You can only grant permissions you hold yourself; …')";

/** Roles and the permissions (module roles) they grant (spec studio §7 Roles). */
export const rolesEndpoints = {
  list: endpoint({
    operationId: "listRoles",
    method: "get",
    path: "/api/roles",
    tag: "roles",
    summary: "Paged list of roles → {roles, page, total}",
    auth: "required",
    permissions: ["readRoles"],
    list: ROLE_LIST,
    responses: {
      200: {
        description: "One page of roles.",
        schema: listResponse("roles", RoleRecordSchema),
        example: { roles: [EXAMPLE_ROLE], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  moduleRoles: endpoint({
    operationId: "listModuleRoles",
    method: "get",
    path: "/api/roles/moduleRoles",
    tag: "roles",
    summary: "Every permission a role can grant, in catalogue order → {moduleRoles}",
    auth: "required",
    permissions: ["readRoles", "createRoles", "updateRoles"],
    responses: {
      200: {
        description: "The permission catalogue (the role editor's picker).",
        schema: named(
          "ModuleRolesResponse",
          v.strictObject({ moduleRoles: v.array(v.picklist(PERMISSIONS)) }),
        ),
        example: { moduleRoles: PERMISSIONS.slice(0, 3) },
      },
    },
  }),
  get: endpoint({
    operationId: "getRole",
    method: "get",
    path: "/api/roles/{id}",
    tag: "roles",
    summary: "One role → {role}",
    auth: "required",
    permissions: ["readRoles"],
    responses: { 200: { description: "The role.", schema: RoleResponseSchema } },
  }),
  create: endpoint({
    operationId: "createRole",
    method: "post",
    path: "/api/roles/create",
    tag: "roles",
    summary: "Create a role {roleName, moduleRoles} → 201 {role}",
    auth: "required",
    permissions: ["createRoles"],
    body: {
      schema: named("RoleInput", RoleSchema),
      example: { roleName: "reviewer", moduleRoles: ["readAds", "previewAds"] },
    },
    responses: {
      201: {
        description: "The new role.",
        schema: RoleResponseSchema,
        example: { role: EXAMPLE_ROLE },
      },
      403: refusal(`Missing createRoles, or ${GRANT_RULES}.`),
      409: refusal("The role name is taken, ignoring case (`Role Name '…' already exists.`)."),
    },
  }),
  update: endpoint({
    operationId: "updateRole",
    method: "put",
    path: "/api/roles/update/{id}",
    tag: "roles",
    summary: "Replace a role's name and module roles → {role}; holders see the change on their next request",
    auth: "required",
    permissions: ["updateRoles"],
    body: { schema: RoleSchema },
    responses: {
      200: { description: "The updated role.", schema: RoleResponseSchema },
      403: refusal(
        `Missing updateRoles; the superadmin role, which nobody edits ('Cannot update superadmin'); renaming a role the product needs (the admin group, the self-registration role: 'Cannot rename … role'); changing the caller's own role outside the admin group ('You cannot change the role you hold.'); or ${GRANT_RULES}.`,
      ),
      409: refusal("Another role has the name, ignoring case (`Role Name '…' already exists.`)."),
    },
  }),
  delete: endpoint({
    operationId: "deleteRole",
    method: "delete",
    path: "/api/roles/{id}",
    tag: "roles",
    summary: "Delete a role nobody holds and the product does not need → {message}",
    auth: "required",
    permissions: ["deleteRoles"],
    responses: {
      200: { description: "Deleted.", schema: MessageSchema },
      403: refusal(
        "Missing deleteRoles, or a role the product needs: the admin group ('Cannot delete … role') and the self-registration role.",
      ),
      409: refusal("Users still hold the role ('Cannot delete … role: N users still have it. …')."),
    },
  }),
};
