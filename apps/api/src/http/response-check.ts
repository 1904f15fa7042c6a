import { contractMismatch } from "@adstudio/contract";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";

/**
 * Checks every answer of a contract endpoint against its definition (the test suite turns this on, so
 * every API test also guards against drift). A mismatch is reported and replaces the answer with a 500
 * naming it, so the test that caused it fails where it looks at the answer, too.
 */
export function responseCheck(onMismatch: (problem: string) => void) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const definition = c.var.endpoint;
    if (!definition) return;
    const response = c.res.clone();
    const contentType = response.headers.get("content-type");
    // An event stream stays open for as long as the client listens: waiting for its text would hold the
    // answer back forever. Its status and type are still checked.
    const streaming = contentType?.startsWith("text/event-stream") ?? false;
    if (streaming) void response.body?.cancel();
    const problem = contractMismatch(definition, {
      status: response.status,
      contentType,
      text: streaming ? "" : await response.text(),
    });
    if (!problem) return;
    onMismatch(problem);
    c.res = undefined;
    c.res = Response.json({ message: `Response does not match the contract: ${problem}` }, { status: 500 });
  });
}
