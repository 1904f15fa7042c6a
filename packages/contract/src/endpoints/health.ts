import * as v from "valibot";
import { endpoint } from "../endpoint";
import { named } from "../names";

const version = v.pipe(v.string(), v.description("The server's version (apps/api/package.json)."));

/** `GET /api/health` while the database answers. */
export const HealthSchema = named(
  "Health",
  v.strictObject({ status: v.literal("ok"), database: v.literal("ok"), version }),
);

/** `GET /api/health` when the database round trip fails: load balancers take the instance out. */
export const HealthFailureSchema = named(
  "HealthFailure",
  v.strictObject({ status: v.literal("error"), database: v.literal("unreachable"), version }),
);
export type HealthFailure = v.InferOutput<typeof HealthFailureSchema>;

export const healthEndpoints = {
  check: endpoint({
    operationId: "getHealth",
    method: "get",
    path: "/api/health",
    tag: "health",
    summary: "Liveness plus a database round trip → {status, database, version}",
    description: "For load balancers, deploy checks and the CLI; 503 while the database is unreachable.",
    auth: "public",
    responses: {
      200: {
        description: "The server and its database answer.",
        schema: HealthSchema,
        example: { status: "ok", database: "ok", version: "0.1.0" },
      },
      503: {
        description: "The database did not answer.",
        schema: HealthFailureSchema,
        example: { status: "error", database: "unreachable", version: "0.1.0" },
      },
    },
  }),
};
