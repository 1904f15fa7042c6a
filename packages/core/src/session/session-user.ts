import * as v from "valibot";

/**
 * The signed-in user as every auth answer carries it (spec studio §3 'User session'):
 * `companyName[0]` is the user's company id, and the session role list is the role name plus its
 * module roles. Strict, so a column that leaks into an answer fails the API's answer check.
 */
export const SessionUserSchema = v.strictObject({
  uuid: v.string(),
  username: v.string(),
  /** The ids of the user's companies (the spec's name for them). */
  companyName: v.array(v.string()),
  role: v.strictObject({ roleName: v.string(), moduleRoles: v.array(v.string()) }),
  data: v.strictObject({
    displayName: v.string(),
    email: v.string(),
    /** '' when the user has no photo (the studio shows the default avatar). */
    photoURL: v.string(),
    /** The studio's own preferences (layout, theme…): free-form, the server only stores them. */
    settings: v.record(v.string(), v.unknown()),
    /** Navigation ids of the pages the user starred. */
    shortcuts: v.array(v.string()),
  }),
});

export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
