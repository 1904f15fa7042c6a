// Editor benchmark (issue 13 'Benchmark'): drags a layer across a 200-layer 300x250 for 3 s in the BUILT
// editor, in Debian's Chromium, and prints the p50 and p95 frame times measured with requestAnimationFrame
// and their ratio to the 16.7 ms frame budget (target: p95 <= 16.7 ms). A script, not a timed test: the
// numbers depend on the machine and what else runs on it.
//
// Starts the built product (apps/api/dist/main.js, serving apps/studio-web/dist or ADSTUDIO_STUDIO_DIR) on
// a fresh embedded PostgreSQL with the demo company, creates the ad through the API, and opens the editor.
//
//   pnpm bench:editor            (build first: npx pnpm@12.21.0 exec turbo run build --filter=@adstudio/api --filter=@adstudio/studio-web)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAIN = path.join(ROOT, "apps/api/dist/main.js");
const ADMIN = { email: "admin@adstudio.local", password: "bench-Superadmin-pass-2024" };
const LAYERS = 200;
const DRAG_MS = 3000;
const BUDGET_MS = 1000 / 60;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  if (!existsSync(MAIN))
    throw new Error("apps/api/dist/main.js is missing: build the api and the studio first.");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adstudio-bench-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: path.join(ROOT, "apps/api"),
    env: {
      ...process.env,
      ADSTUDIO_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADSTUDIO_PUBLIC_URL: baseURL,
      ADSTUDIO_DEMO_ADS: "true",
      ADSTUDIO_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The server did not start.");
}

async function call(baseURL, token, method, route, body) {
  const response = await fetch(`${baseURL}${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** 200 small coloured text layers in a grid, the last one a larger block in the middle: the one dragged. */
function withLayers(document) {
  const layers = {};
  for (let i = 1; i <= LAYERS; i++) {
    const last = i === LAYERS;
    const id = `text-${i}`;
    layers[id] = {
      id,
      name: `Layer ${i}`,
      page: document.pages[0].id,
      parent: null,
      // Plain string order, each key a valid fractional index (never ending in 0).
      order: `a0${String(i).padStart(3, "0")}V`,
      content: { kind: "text", text: last ? "Drag me" : String(i) },
      props: last
        ? { posleft: 120, postop: 105, width: 60, height: 40, background: "#1c7ed6", fontColor: "#ffffff" }
        : {
            posleft: ((i - 1) % 20) * 15,
            postop: Math.floor((i - 1) / 20) * 25,
            width: 14,
            height: 24,
            background: `#${((i * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(0, 6)}`,
            fontSize: 8,
          },
      overrides: {},
      animations: [],
      actions: [],
      hidden: false,
      locked: false,
    };
  }
  return { ...document, layers };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const { baseURL } = server;
    const { token } = await call(baseURL, null, "POST", "/api/auth/login", ADMIN);
    const companies = await call(baseURL, token, "GET", "/api/company");
    const company = companies.company?.[0]?._id;
    const { ad } = await call(baseURL, token, "POST", "/api/ads/create", {
      name: "Editor benchmark",
      type: "mini",
      ...(company ? { company } : {}),
    });
    await call(baseURL, token, "PUT", `/api/ads/update/${ad._id}`, {
      revision: ad.revision,
      document: withLayers(ad.document),
    });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseURL}/login`);
    await page.evaluate((value) => localStorage.setItem("jwt_access_token", value), token);
    await page.goto(`${baseURL}/studio/pro-ad/${ad._id}`);
    const canvas = page.getByRole("application", { name: "Ad canvas" });
    await canvas.waitFor({ timeout: 30_000 });
    const dragged = page.frameLocator('iframe[title="Ad preview"]').getByText("Drag me");
    await dragged.waitFor();
    const before = await dragged.boundingBox();
    const stage = await page.getByTestId("canvas-stage").boundingBox();
    if (!stage) throw new Error("The canvas stage is not on screen.");
    const zoom = stage.width / 300;
    const start = { x: stage.x + 150 * zoom, y: stage.y + 125 * zoom };

    await page.evaluate(() => {
      const frames = [];
      let last = 0;
      window.__bench = { frames, running: true };
      const tick = (t) => {
        if (last) frames.push(t - last);
        last = t;
        if (window.__bench.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const began = Date.now();
    let moves = 0;
    // Back and forth across the stage, as a hand would: about one pointer event per 8 ms (a 120 Hz mouse).
    while (Date.now() - began < DRAG_MS) {
      const t = (Date.now() - began) / 1000;
      await page.mouse.move(
        start.x + Math.sin(t * Math.PI) * 110 * zoom,
        start.y + Math.sin(t * 2.3) * 60 * zoom,
      );
      moves++;
      await new Promise((resolve) => setTimeout(resolve, 8));
    }
    await page.mouse.up();
    const frames = await page.evaluate(() => {
      window.__bench.running = false;
      return window.__bench.frames;
    });
    // The release commits one edit; the frame redraws the layer where it was dropped.
    await page.waitForFunction(() => document.querySelector('[data-gesture="none"]') !== null);
    await page.waitForTimeout(500);
    const after = await dragged.boundingBox();
    const sorted = [...frames].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    const fmt = (n) => n.toFixed(1);
    console.log(
      `bench:editor: ${LAYERS} layers, ${DRAG_MS / 1000} s drag at zoom ${fmt(zoom * 100)} %, ${moves} pointer moves, ${frames.length} frames`,
    );
    console.log(`bench:editor: p50 ${fmt(p50)} ms (${(p50 / BUDGET_MS).toFixed(2)} × 16.7 ms)`);
    // Judged at the printed precision: vsync intervals jitter around 16.67 ms by a few hundredths.
    console.log(
      `bench:editor: p95 ${fmt(p95)} ms (${(p95 / BUDGET_MS).toFixed(2)} × 16.7 ms) ${Number(fmt(p95)) <= 16.7 ? "within" : "OVER"} the frame budget`,
    );
    const dropped = frames.filter((ms) => ms > BUDGET_MS * 1.5).length;
    console.log(
      `bench:editor: ${dropped} of ${frames.length} frames took over 1.5 × the budget (a dropped frame)`,
    );
    if (before && after && before.x === after.x && before.y === after.y)
      console.log("bench:editor: the layer did not move: the drag was not committed");
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
