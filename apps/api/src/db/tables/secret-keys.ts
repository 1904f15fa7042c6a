import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * One secret key per user (spec studio §2 'Secret key'). The key itself is kept only encrypted
 * (AES-256-GCM, bound to the user id) so its owner can read it again; requests find it by the SHA-256
 * `digest` of the presented key. Generating a new key replaces the row, so the old key fails at once;
 * deleting the user deletes the key.
 */
export const secretKeys = pgTable(
  "secret_keys",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the whole key. */
    digest: text("digest").notNull(),
    /** base64url of the 12-byte IV, the 16-byte GCM tag and the encrypted key. */
    ciphertext: text("ciphertext").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("secret_keys_digest_idx").on(t.digest)],
);
