import { existsSync } from "node:fs";
import type { RunRecord, RunRequest } from "@adstudio/creative/validate";
import type { Browser } from "playwright-core";
import { CliError, EXIT } from "../exit-codes.js";
import { probe } from "./probe.js";
import { serveCreative } from "./server.js";

/** Debian's Chromium (apt-get install chromium); `ADSTUDIO_CHROMIUM` names another build. */
export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
const NEEDS_CHROMIUM = "--run needs Chromium: install it with apt-get install chromium";
/** How long the page may take to fire `load`, and to go quiet on the network after it. */
const LOAD_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 5_000;
/** How long the creative is watched after it settles: its animations, timers and CPU. */
export const WATCH_MS = 3_000;

export interface CreativeRunner {
  run(files: Record<string, Uint8Array>, size: string, clickMacro: string): Promise<RunRecord>;
  close(): Promise<void>;
}

/**
 * Starts headless Chromium through playwright-core (an optional peer of the CLI). Either missing is a
 * usage problem of this machine, exit 2, with the command that fixes it.
 */
export async function startRunner(executablePath = DEFAULT_CHROMIUM): Promise<CreativeRunner> {
  if (!existsSync(executablePath))
    throw new CliError(`${NEEDS_CHROMIUM} (${executablePath} is missing).`, EXIT.usage);
  let chromium: typeof import("playwright-core").chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    throw new CliError(`${NEEDS_CHROMIUM} and playwright-core (npm install playwright-core).`, EXIT.usage);
  }
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Belt and braces under the request routing below: no name but loopback resolves, so nothing the
      // creative does (preconnect, DNS prefetch) reaches the internet.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  return { run: (files, size, macro) => runOne(browser, files, size, macro), close: () => browser.close() };
}

async function runOne(
  browser: Browser,
  files: Record<string, Uint8Array>,
  size: string,
  clickMacro: string,
): Promise<RunRecord> {
  const server = await serveCreative(files);
  const [width = 300, height = 250] = size.split("x").map(Number);
  const context = await browser.newContext({ viewport: { width, height } });
  const record: RunRecord = {
    size,
    requests: [],
    created: [],
    consoleErrors: [],
    pageErrors: [],
    animations: [],
    cpu: { totalMs: 0, observedMs: 0, busyMs: 0 },
  };
  try {
    const isLocal = (url: string) => url.startsWith(`${server.origin}/`);
    // Every other host is answered by the browser itself, never fetched: recorded, then blocked.
    await context.route("**/*", (route) =>
      isLocal(route.request().url()) ? route.continue() : route.abort("blockedbyclient"),
    );
    await context.routeWebSocket(/.*/, (socket) => socket.close());
    await context.exposeFunction("__adstudioCreated", (tag: string, src: string) => {
      record.created.push({ tag, src });
    });
    // As source text: a bundler's helpers (esbuild's `__name`) would not exist in the page; `__name` is
    // given locally so the creative's globals stay untouched.
    await context.addInitScript({
      content: `(function () { var __name = function (f) { return f; }; (${probe.toString()})(); })();`,
    });

    const page = await context.newPage();
    // When each request was seen; its phase is settled against the page's own load time at the end, since
    // Playwright reports `load` after the page's load handlers have already made their requests.
    const seenAt = new Map<RunRequest, number>();
    const entries = new Map<object, RunRequest>();
    const add = (entry: RunRequest) => {
      seenAt.set(entry, Date.now());
      record.requests.push(entry);
      return entry;
    };
    page.on("request", (request) => {
      if (request.url().startsWith("data:")) return;
      entries.set(
        request,
        add({ url: request.url(), local: isLocal(request.url()), bytes: 0, phase: "initial" }),
      );
    });
    const sizing: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      const entry = entries.get(request);
      if (!entry) return;
      sizing.push(
        request.sizes().then(
          (sizes) => {
            entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          },
          () => {},
        ),
      );
    });
    page.on("websocket", (socket) => add({ url: socket.url(), local: false, bytes: 0, phase: "initial" }));
    page.on("console", (message) => {
      // The browser's own note about a request we blocked is not the creative's error.
      if (message.type() === "error" && !/ERR_BLOCKED_BY_CLIENT/.test(message.text()))
        record.consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => record.pageErrors.push(`Uncaught ${error.name}: ${error.message}`));

    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskMs = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
    };

    const query = `clickTag=${encodeURIComponent(clickMacro)}`;
    const response = await page
      .goto(`${server.origin}/index.html?${query}`, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS })
      .catch(() => null);
    if (!response) {
      record.pageErrors.push(`The creative did not finish loading in ${LOAD_TIMEOUT_MS / 1000} s.`);
      return record;
    }
    await page.waitForLoadState("networkidle", { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    const before = await taskMs();
    const started = Date.now();
    await page.waitForTimeout(WATCH_MS);
    const after = await taskMs();
    record.cpu = { totalMs: after, observedMs: Date.now() - started, busyMs: after - before };
    const ends = await page.evaluate(
      () =>
        (window as unknown as { __adstudioAnimations?: Record<string, number | null> })
          .__adstudioAnimations ?? {},
    );
    record.animations = Object.entries(ends).map(([name, endMs]) => ({
      name: name.replace(/#\d+$/, ""),
      endMs,
    }));
    // Sizes arrive asynchronously after each request finishes.
    await Promise.all(sizing);
    const loadAt = Number(
      await page.evaluate(
        "performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart",
      ),
    );
    for (const [entry, at] of seenAt) if (at >= loadAt) entry.phase = "polite";
    return record;
  } finally {
    await context.close().catch(() => {});
    await server.close();
  }
}
