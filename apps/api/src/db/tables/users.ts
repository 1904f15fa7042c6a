import { type AnyColumn, sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { plainKey, sortIndexes, textKey } from "../sort-keys.js";
import { timestamps } from "./timestamps.js";

// Users and their roles: most other tables point at a user, so these live apart from schema.ts and the
// table files import them from here (importing schema.ts back made a cycle).

/** How the role list sorts by the contract's sort fields. */
export const roleSortKeys = (t: Record<"roleName" | "createdAt" | "updatedAt", AnyColumn>) => ({
  roleName: textKey(t.roleName),
  createdAt: plainKey(t.createdAt),
  updatedAt: plainKey(t.updatedAt),
});

export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roleName: text("role_name").notNull(),
    moduleRoles: text("module_roles").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("roles_role_name_lower_idx").on(sql`lower(${t.roleName})`),
    index("roles_role_name_trgm_idx").using("gin", sql`${t.roleName} gin_trgm_ops`),
    ...sortIndexes("roles", roleSortKeys(t), t.id),
  ],
);

/**
 * How the user list sorts by the contract's sort fields of the user's own columns (the role's name comes
 * from a join, so the repository adds it and it has no index).
 */
export const userSortKeys = (
  t: Record<"username" | "email" | "displayName" | "active" | "createdAt", AnyColumn>,
) => ({
  username: textKey(t.username),
  email: textKey(t.email),
  displayName: textKey(t.displayName),
  active: plainKey(t.active),
  createdAt: plainKey(t.createdAt),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    displayName: text("display_name").notNull(),
    photoUrl: text("photo_url").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
    /** Company ids; the first one is the user's own company (spec §3 `companyName`). */
    companyIds: text("company_ids").array().notNull().default(sql`'{}'::text[]`),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    shortcuts: text("shortcuts").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // A role's users in id order: the user list sorted by role name reads each role's first page from it
    // (issue 34); it also serves every lookup by role that the role_id index alone served.
    index("users_role_id_idx").on(t.roleId, t.id),
    // Trigram indexes keep case-insensitive substring search (ILIKE '%x%') fast at a million rows.
    index("users_username_trgm_idx").using("gin", sql`${t.username} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_display_name_trgm_idx").using("gin", sql`${t.displayName} gin_trgm_ops`),
    ...sortIndexes("users", userSortKeys(t), t.id),
  ],
);
