import {
  BulkBodySchema,
  CompanySchema,
  ContactMessageSchema,
  FormElementSchema,
  LoginSchema,
  MenuEntrySchema,
  QrLinkSchema,
  RegisterBodySchema,
  RoleSchema,
  SecretKeyRequestSchema,
  UserCreateSchema,
  UserEditSchema,
  UserUpdateSchema,
} from "@adstudio/core";
import type { GenericSchema } from "valibot";

export type HttpMethod = "get" | "post" | "put" | "delete";

/** A JSON Schema literal, for bodies no core valibot schema describes. */
export type JsonSchemaObject = Record<string, unknown>;

export interface RequestBodySpec {
  /** The core valibot schema the route validates with (converted to JSON Schema), or a literal. */
  schema: GenericSchema | JsonSchemaObject;
  /** Name shown in the document (`CompanySchema`); literals use their own. */
  name: string;
  /** False when the route also accepts no body at all. */
  required?: boolean;
  note?: string;
}

export interface QueryParam {
  name: string;
  description: string;
  required?: boolean;
  type?: "string" | "integer";
}

/**
 * One API operation. `auth`: `public` (no credentials), `optional` (answers more with them) or `required`
 * (bearer JWT or `x-secret-key`); `permissions` are alternatives (any one passes; the admin group always does).
 */
export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI style: `/api/roles/{id}`. */
  path: string;
  /** The route's `// METHOD /path – purpose` comment text. */
  summary: string;
  tag: string;
  auth: "public" | "optional" | "required";
  permissions?: readonly string[];
  body?: RequestBodySpec;
  query?: readonly QueryParam[];
  /** Success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** Success content type when it is not JSON. */
  produces?: readonly string[];
}

/** `limit`, 1-based `page`, `search`, `sort` of every paged list (ARCHITECTURE 'API conventions'). */
export const LIST_QUERY: readonly QueryParam[] = [
  { name: "limit", type: "integer", description: "Page size." },
  { name: "page", type: "integer", description: "1-based page number." },
  { name: "search", description: "Text searched in the list's search fields." },
  { name: "sort", description: 'JSON object `{field: 1 | -1}`, e.g. `{"name":1}`.' },
];

const LIST_BODY: RequestBodySpec = {
  name: "ListBody",
  required: false,
  note: "Without a body the first page in the default order comes back.",
  schema: {
    type: "object",
    properties: {
      limit: { type: ["integer", "string"], description: "Page size." },
      page: { type: ["integer", "string"], description: "1-based page number." },
      search: { type: "string", description: "Text searched in the element name." },
      sort: {
        type: "object",
        additionalProperties: { enum: [1, -1] },
        description: 'e.g. `{"element":1}`',
      },
    },
  },
};

const CAMPAIGN_BODY: RequestBodySpec = {
  name: "CampaignFormValues",
  note: "The campaign form's values, checked by the campaign template compiled with @adstudio/form-engine.",
  schema: { type: "object", additionalProperties: true },
};

const SECRET_KEY_BODY: RequestBodySpec = {
  schema: SecretKeyRequestSchema,
  name: "SecretKeyRequestSchema",
  required: false,
  note: "An absent userId (or no body) means the caller.",
};

/** Create, read one, update and delete under `/api/<base>` (the spec's master-data shape). */
function crud(
  base: string,
  tag: string,
  body: RequestBodySpec,
  permission: { create: string[]; read: string[]; update: string[]; delete: string[] },
  summaries: { read: string; create: string; update: string; delete: string },
): ApiOperation[] {
  const auth = "required" as const;
  return [
    {
      method: "get",
      path: `/api/${base}/{id}`,
      summary: summaries.read,
      tag,
      auth,
      permissions: permission.read,
    },
    {
      method: "post",
      path: `/api/${base}/create`,
      summary: summaries.create,
      tag,
      auth,
      permissions: permission.create,
      body,
      status: 201,
    },
    {
      method: "put",
      path: `/api/${base}/update/{id}`,
      summary: summaries.update,
      tag,
      auth,
      permissions: permission.update,
      body,
    },
    {
      method: "delete",
      path: `/api/${base}/{id}`,
      summary: summaries.delete,
      tag,
      auth,
      permissions: permission.delete,
    },
  ];
}

/**
 * Every operation under `/api`, in README order. A test compares it with the routes the Hono app
 * actually mounts, both ways, so a new route without an entry here (or a stale entry) fails the build.
 */
export const API_OPERATIONS: readonly ApiOperation[] = [
  // Health
  {
    method: "get",
    path: "/api/health",
    summary: "liveness plus a database round trip, for load balancers and the README check",
    tag: "health",
    auth: "public",
  },
  // Auth
  {
    method: "post",
    path: "/api/auth/login",
    summary: "username or email + password → {user, token, status, message, multipleDevices}",
    tag: "auth",
    auth: "public",
    body: { schema: LoginSchema, name: "LoginSchema", note: "`email` takes a username or an email." },
  },
  {
    method: "post",
    path: "/api/auth/register",
    summary: "open self-registration with the least privileged role",
    tag: "auth",
    auth: "public",
    body: { schema: RegisterBodySchema, name: "RegisterBodySchema" },
  },
  {
    method: "get",
    path: "/api/auth/access-token",
    summary: "auto-login with a stored token → {token, user}",
    tag: "auth",
    auth: "required",
  },
  {
    method: "get",
    path: "/api/auth/me",
    summary: "who the caller is (token or secret key) → {user, via}; the CLI's `whoami`",
    tag: "auth",
    auth: "required",
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "ends this session",
    tag: "auth",
    auth: "required",
  },
  {
    method: "post",
    path: "/api/auth/logout-others",
    summary: "ends every other session of the caller (the /logout page)",
    tag: "auth",
    auth: "required",
  },
  {
    method: "post",
    path: "/api/auth/user/update",
    summary: "the caller's display name, photo, settings and shortcuts",
    tag: "auth",
    auth: "required",
    body: {
      schema: UserUpdateSchema,
      name: "UserUpdateSchema",
      note: "May also be sent wrapped as `{user: {…}}` (the original studio does).",
    },
  },
  // Contact
  {
    method: "post",
    path: "/api/mail-send",
    summary: "the public contact-us form: always stored, mailed when SMTP_URL is set",
    tag: "contact",
    auth: "public",
    body: { schema: ContactMessageSchema, name: "ContactMessageSchema" },
    status: 201,
  },
  // Menu collection
  {
    method: "get",
    path: "/api/menuCollection",
    summary: "entries for any signed-in user (the sidebar is built from them), paged",
    tag: "menuCollection",
    auth: "required",
    query: LIST_QUERY,
  },
  ...crud(
    "menuCollection",
    "menuCollection",
    { schema: MenuEntrySchema, name: "MenuEntrySchema" },
    {
      read: ["readMenuCollection"],
      create: ["createMenuCollection"],
      update: ["updateMenuCollection"],
      delete: ["deleteMenuCollection"],
    },
    {
      read: "one entry → {menuCollection}",
      create: "a new entry → 201 {menuCollection}",
      update: "replace an entry → {menuCollection}",
      delete: "an entry without children → {message}",
    },
  ),
  // Roles
  {
    method: "get",
    path: "/api/roles",
    summary: "paged list → {roles, page, total}; limit (10), page, search, sort (roleName 1)",
    tag: "roles",
    auth: "required",
    permissions: ["readRoles"],
    query: LIST_QUERY,
  },
  {
    method: "get",
    path: "/api/roles/moduleRoles",
    summary: "every permission a role can grant → {moduleRoles}",
    tag: "roles",
    auth: "required",
    permissions: ["readRoles", "createRoles", "updateRoles"],
  },
  ...crud(
    "roles",
    "roles",
    { schema: RoleSchema, name: "RoleSchema" },
    { read: ["readRoles"], create: ["createRoles"], update: ["updateRoles"], delete: ["deleteRoles"] },
    {
      read: "one role → {role}",
      create: "{roleName, moduleRoles} → 201 {role}",
      update: "replace name and module roles → {role}",
      delete: "only roles nobody holds and the product does not need → {message}",
    },
  ),
  // Form elements
  {
    method: "post",
    path: "/api/formElements/list",
    summary: "{limit, page, search, sort} (element 1) → {formElements, page, total}",
    tag: "formElements",
    auth: "required",
    permissions: ["readFormElements"],
    body: LIST_BODY,
  },
  ...crud(
    "formElements",
    "formElements",
    { schema: FormElementSchema, name: "FormElementSchema" },
    {
      read: ["readFormElements"],
      create: ["createFormElements"],
      update: ["updateFormElements"],
      delete: ["deleteFormElements"],
    },
    {
      read: "one element → {formElement}",
      create: "a new element → 201 {formElement}",
      update: "replace an element → {formElement}",
      delete: "{message}",
    },
  ),
  // Users
  {
    method: "get",
    path: "/api/user",
    summary: "paged list → {users, page, total}; search username, email, display name (displayName 1)",
    tag: "users",
    auth: "required",
    permissions: ["readUser"],
    query: LIST_QUERY,
  },
  {
    method: "get",
    path: "/api/user/{id}",
    summary: "public {user: {uuid, displayName, photoURL}}; the full record with readUser",
    tag: "users",
    auth: "optional",
  },
  {
    method: "post",
    path: "/api/user/create",
    summary: "an account made by an admin → 201 {user}",
    tag: "users",
    auth: "required",
    permissions: ["createUser"],
    body: { schema: UserCreateSchema, name: "UserCreateSchema" },
    status: 201,
  },
  {
    method: "put",
    path: "/api/user/update/{id}",
    summary: "any fields; a password reset or disabling ends the user's sessions → {user}",
    tag: "users",
    auth: "required",
    permissions: ["updateUser"],
    body: { schema: UserEditSchema, name: "UserEditSchema" },
  },
  {
    method: "delete",
    path: "/api/user/{id}",
    summary: "anyone but oneself → {message}",
    tag: "users",
    auth: "required",
    permissions: ["deleteUser"],
  },
  // Secret keys
  {
    method: "post",
    path: "/api/user/get-secret-key",
    summary: "the caller's own key (made on first read) → {result: {x-secret-key}}",
    tag: "secretKeys",
    auth: "required",
    permissions: ["secretKey"],
    body: SECRET_KEY_BODY,
  },
  {
    method: "post",
    path: "/api/user/generate-secret-key",
    summary: "a new key; the old one fails at once → {result: {x-secret-key}}",
    tag: "secretKeys",
    auth: "required",
    permissions: ["secretKey"],
    body: SECRET_KEY_BODY,
  },
  // Companies
  {
    method: "get",
    path: "/api/company",
    summary: "paged list → {company, page, total}; limit (10), page, search, sort (name 1)",
    tag: "company",
    auth: "required",
    permissions: ["readCompany"],
    query: LIST_QUERY,
  },
  ...crud(
    "company",
    "company",
    { schema: CompanySchema, name: "CompanySchema" },
    {
      read: ["readCompany", "updateCompany"],
      create: ["createCompany"],
      update: ["updateCompany"],
      delete: ["deleteCompany"],
    },
    {
      read: "one company → {company} (the editor loads it, so updating is enough)",
      create: "every field of spec §3, logo as a data URL → 201 {company}",
      update: "replace the fields; an omitted logo stays, null removes it → {company}",
      delete: "the company and its logo file → {message}",
    },
  ),
  {
    method: "post",
    path: "/api/company/bulk",
    summary: "{rows, dryRun} upserted by short name in one transaction → {results, created, …}",
    tag: "company",
    auth: "required",
    permissions: ["createCompany", "updateCompany"],
    body: { schema: BulkBodySchema, name: "BulkBodySchema", note: "Each row is a company (CompanySchema)." },
  },
  // QR links
  {
    method: "get",
    path: "/api/qr/getqr/{id}",
    summary: "public QR image of the scan address (PNG, or SVG with ?format=svg), so <img> works",
    tag: "qr",
    auth: "public",
    query: [
      { name: "format", description: "`png` (default) or `svg`." },
      { name: "size", type: "integer", description: "Width in pixels (default 300)." },
    ],
    produces: ["image/png", "image/svg+xml"],
  },
  {
    method: "get",
    path: "/api/qr",
    summary: "paged list → {qrLink, page, total}; limit (10), page, search, sort (id 1)",
    tag: "qr",
    auth: "required",
    permissions: ["readMenuCollection"],
    query: LIST_QUERY,
  },
  ...crud(
    "qr",
    "qr",
    { schema: QrLinkSchema, name: "QrLinkSchema" },
    {
      read: ["readMenuCollection", "updateMenuCollection"],
      create: ["createMenuCollection"],
      update: ["updateMenuCollection"],
      delete: ["deleteMenuCollection"],
    },
    {
      read: "one link → {qrLink} (the editor loads it, so updating is enough)",
      create: "{id, type, targetUrl} → 201 {qrLink} with a new 8-hex code",
      update: "replace name, type and value; code and count stay → {qrLink}",
      delete: "the link and its scan events → {message}",
    },
  ),
  {
    method: "post",
    path: "/api/qr/bulk",
    summary: "{rows, dryRun} upserted by name in one transaction → {results, created, updated, …}",
    tag: "qr",
    auth: "required",
    permissions: ["createMenuCollection", "updateMenuCollection"],
    body: { schema: BulkBodySchema, name: "BulkBodySchema", note: "Each row is a QR link (QrLinkSchema)." },
  },
  // Campaigns
  {
    method: "get",
    path: "/api/campaign",
    summary: "paged list → {campaigns, page, total}; limit (10), page, search, sort (createdAt -1)",
    tag: "campaign",
    auth: "required",
    permissions: ["readCampaign"],
    query: LIST_QUERY,
  },
  {
    method: "get",
    path: "/api/campaign/companies",
    summary: "the advertiser companies the caller may choose → {companies: [{_id, name}]}",
    tag: "campaign",
    auth: "required",
    permissions: ["createCampaign", "updateCampaign"],
  },
  ...crud(
    "campaign",
    "campaign",
    CAMPAIGN_BODY,
    {
      read: ["readCampaign", "viewCampaignDetails"],
      create: ["createCampaign"],
      update: ["updateCampaign"],
      delete: ["deleteCampaign"],
    },
    {
      read: "one campaign with its form values → {campaign}",
      create: "the campaign form's values, checked by its compiled template → 201 {campaign}",
      update: "replaces the form values → {campaign}",
      delete: "the campaign and its uploaded files → {message}",
    },
  ),
  // VAST tracking
  {
    method: "get",
    path: "/api/vast/track",
    summary: "a tracking pixel: records the event, 204",
    tag: "vast",
    auth: "public",
    query: [
      { name: "creative", required: true, description: "Sample folder or published creative id." },
      { name: "event", required: true, description: "A VAST event name." },
      { name: "code", description: "VAST error code (event `error` only)." },
    ],
    status: 204,
  },
  {
    method: "get",
    path: "/api/vast/events",
    summary: "recent events of this server → {events, counts, total}",
    tag: "vast",
    auth: "required",
    permissions: ["readAnalytics"],
    query: [{ name: "creative", description: "Only this creative's events." }],
  },
  // Embed
  {
    method: "get",
    path: "/api/embed/qr.svg",
    summary: "QR code of this studio's preview link (QR-only formats)",
    tag: "embed",
    auth: "public",
    query: [
      { name: "url", required: true, description: "http(s) address or a path starting with /." },
      { name: "size", required: true, description: "A size key such as `300x250` or `mobile`." },
      { name: "type", required: true, description: "An ad format name." },
    ],
    produces: ["image/svg+xml"],
  },
  // This document
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "this OpenAPI 3.1 document",
    tag: "meta",
    auth: "public",
  },
  {
    method: "get",
    path: "/api/docs",
    summary: "the API reference page (HTML) rendered from this document",
    tag: "meta",
    auth: "public",
    produces: ["text/html"],
  },
];
