import {
  type BodyOutput,
  type EndpointDefinition,
  type ListSpec,
  type PathParams,
  type QueryOutput,
  routerPath,
  type SuccessBody,
  successOf,
} from "@adstudio/contract";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.js";
import { optionalAuth, requireAuth, requirePermission } from "../features/auth/middleware.js";
import { type ListQuery, parseListQuery } from "./list-query.js";
import { parseWith, readBody } from "./validate.js";

/** What a handler receives: the path parameters and the validated query, list query and body. */
export interface HandlerInput<E extends EndpointDefinition> {
  params: PathParams<E>;
  query: QueryOutput<E>;
  list: E["list"] extends ListSpec<infer F> ? ListQuery<F> : undefined;
  body: BodyOutput<E>;
}

/**
 * A JSON endpoint's handler returns the success body, typed from the contract (a body that does not
 * match is a type error); a raw or empty endpoint's handler returns the whole Response.
 */
export type Reply<E extends EndpointDefinition> = [SuccessBody<E>] extends [never]
  ? Response
  : SuccessBody<E>;

export type HandlerFunction<E extends EndpointDefinition> = (
  c: Context<AppEnv>,
  input: HandlerInput<E>,
) => Reply<E> | Promise<Reply<E>>;

/** A handler, optionally with middleware that runs after authentication and before validation. */
export type Handler<E extends EndpointDefinition> =
  | HandlerFunction<E>
  | { before: MiddlewareHandler<AppEnv>[]; handle: HandlerFunction<E> };

export type Handlers<F extends Record<string, EndpointDefinition>> = { [K in keyof F]: Handler<F[K]> };

/**
 * Mounts a feature's handlers against its contract, as a Hono app for `app.route(base, …)`. Each route
 * gets, from its definition: authentication, the permission check, query and body validation, and the
 * success status. Static paths are registered before parameterised ones (`/campaign/companies` before
 * `/campaign/{id}`), so the order of the contract does not matter.
 */
export function contractRoutes<F extends Record<string, EndpointDefinition>>(
  base: `/api${string}`,
  endpoints: F,
  handlers: Handlers<F>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const keys = Object.keys(endpoints).sort(
    (a, b) => parameterCount(endpoints[a]?.path) - parameterCount(endpoints[b]?.path),
  );
  for (const key of keys) {
    const definition = endpoints[key] as EndpointDefinition;
    const handler = handlers[key] as Handler<EndpointDefinition>;
    const relative = relativePath(base, definition.path);
    const { before, handle } = typeof handler === "function" ? { before: [], handle: handler } : handler;
    app.on(
      definition.method.toUpperCase(),
      relative,
      markEndpoint(definition),
      ...accessChecks(definition),
      ...before,
      async (c) => {
        const input = await readInput(c, definition);
        const reply = await handle(c, input as HandlerInput<EndpointDefinition>);
        if (reply instanceof Response) return reply;
        return c.json(reply as object, successOf(definition).status as 200 | 201);
      },
    );
  }
  return app;
}

function parameterCount(path: string | undefined): number {
  return (path ?? "").split("{").length - 1;
}

function relativePath(base: string, path: string): string {
  if (path !== base && !path.startsWith(`${base}/`)) {
    throw new Error(`Endpoint ${path} is not below ${base}`);
  }
  return routerPath(path.slice(base.length)) || "/";
}

/** Names the endpoint on the request, so the test suite can check the answer against its definition. */
function markEndpoint(definition: EndpointDefinition): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("endpoint", definition);
    await next();
  };
}

function accessChecks(definition: EndpointDefinition): MiddlewareHandler<AppEnv>[] {
  if (definition.auth === "public") return [];
  if (definition.auth === "optional") return [optionalAuth];
  const permissions = definition.permissions ?? [];
  return permissions.length > 0 ? [requireAuth, requirePermission(...permissions)] : [requireAuth];
}

async function readInput(c: Context<AppEnv>, definition: EndpointDefinition) {
  const params = c.req.param() as Record<string, string>;
  const query = definition.query ? parseWith(definition.query, c.req.query()) : undefined;
  const list = definition.list ? parseListQuery(c.req.query(), definition.list) : undefined;
  let body: unknown;
  if (definition.body) {
    body =
      definition.body.required === false && hasNoBody(c)
        ? undefined
        : await readBody(c, definition.body.schema);
  }
  return { params, query, list, body };
}

/** A request without a body at all (a bare `curl -X POST`): no content type and no length. */
function hasNoBody(c: Context<AppEnv>): boolean {
  return !c.req.header("content-type") && !Number(c.req.header("content-length") ?? 0);
}
