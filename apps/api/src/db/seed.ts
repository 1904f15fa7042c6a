import { randomBytes } from "node:crypto";
import {
  DEFAULT_FORM_ELEMENTS,
  DEFAULT_MODULE_ROLES,
  defaultMenuCollection,
  ROLE_NAMES,
} from "@adstudio/core";
import { eq, sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../features/auth/passwords.js";
import type { Db } from "./client.js";
import { formElements, menuCollection, roles, users } from "./schema.js";

export const SUPERADMIN_USERNAME = "superadmin";

export interface SeedOptions {
  adminEmail: string;
  /** When set, the superadmin's password is (re)set to it; otherwise one is generated on first seed. */
  adminPassword: string | undefined;
}

export interface SeedResult {
  /** The generated password, only on the run that created the superadmin without a configured one. */
  generatedPassword: string | undefined;
}

/**
 * Idempotent seed: creates what is missing and never overwrites what people edited (a role's module
 * roles, a menu entry, a form element). Runs in one transaction at every start.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_NAMES.map((roleName) => ({ roleName, moduleRoles: [...DEFAULT_MODULE_ROLES[roleName]] })))
      .onConflictDoNothing();

    await tx
      .insert(menuCollection)
      .values(defaultMenuCollection().map((entry) => ({ ...entry, roles: [...entry.roles] })))
      .onConflictDoNothing();

    await seedFormElements(tx as unknown as Db);
    return seedSuperadmin(tx as unknown as Db, options);
  });
}

/** Form elements have no unique key; an element name already present counts as seeded. */
async function seedFormElements(db: Db): Promise<void> {
  const present = new Set(
    (await db.select({ element: formElements.element }).from(formElements)).map((row) => row.element),
  );
  const missing = DEFAULT_FORM_ELEMENTS.filter((entry) => !present.has(entry.element));
  if (missing.length === 0) return;
  await db.insert(formElements).values(
    missing.map((entry) => ({
      element: entry.element,
      adType: [...entry.adType],
      layers: [...entry.layers],
      layerIdsForAdType: entry.layerIdsForAdType.map((rule) => ({ ...rule })),
      hideElementOnLayers: entry.hideElementOnLayers.map((rule) => ({ ...rule })),
      order: entry.order,
    })),
  );
}

async function seedSuperadmin(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, SUPERADMIN_USERNAME));
  if (existing) {
    const configured = options.adminPassword;
    if (configured && !(await verifyPassword(existing.passwordHash, configured))) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(configured), updatedAt: new Date() })
        .where(eq(users.id, existing.id));
    }
    return { generatedPassword: undefined };
  }
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, "superadmin"));
  if (!role) throw new Error("superadmin role missing after seeding roles");
  const generatedPassword = options.adminPassword ? undefined : randomBytes(12).toString("base64url");
  const password = options.adminPassword ?? generatedPassword ?? "";
  await db.insert(users).values({
    username: SUPERADMIN_USERNAME,
    email: options.adminEmail,
    displayName: "Super Admin",
    passwordHash: await hashPassword(password),
    roleId: role.id,
  });
  return { generatedPassword };
}
