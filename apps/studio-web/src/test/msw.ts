import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/**
 * The fake API of component tests (msw is for these tests only). Each test adds the handlers it needs
 * with `server.use(...)`; a request nobody handles fails the test.
 */
export const server = setupServer();

/** Starts the fake API for the calling test file. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
