// Editor benchmark (issue 13 'Benchmark', issue 29 'Incremental canvas'), in the BUILT editor, in Debian's
// Chromium, on a 200-layer 300x250:
// - drag: drags a layer across the ad for 3 s and prints the p50 and p95 frame times measured with
//   requestAnimationFrame and their ratio to the 16.7 ms frame budget (target: p95 <= 16.7 ms);
// - edit-to-pixel: a property change in the Properties panel (Left, one ArrowUp) until the canvas frame
//   paints the layer at its new place (target: p95 <= 50 ms);
// - typing: a letter typed on the canvas (Enter opens the layer's text field) until the canvas frame paints
//   it (target: p95 <= 50 ms); written afresh, from the committing Enter, when that canvas showed it;
// the last two also with the canvas written afresh on every edit (the frame-sync switch in localStorage,
// the canvas before issue 29), and the ratio of the two printed.
// A script, not a timed test: the numbers depend on the machine and what else runs on it.
//
// "The frame paints it": a script Playwright adds to every frame reads the layer in the canvas frame on
// each animation frame (just before that frame is painted) and posts what it shows with the time; the
// editor's page takes a report from the frame on show, or from a loading frame once it is swapped in.
// Times on both sides are performance.timeOrigin + performance.now(), one clock for the whole browser.
//
// Starts the built product (apps/api/dist/main.js, serving apps/studio-web/dist or ADSTUDIO_STUDIO_DIR) on
// a fresh embedded PostgreSQL with the demo company, creates the ad through the API, and opens the editor.
//
//   pnpm bench:editor            (build first: npx pnpm@12.21.0 exec turbo run build --filter=@adstudio/api --filter=@adstudio/studio-web)
import { chromium } from "@playwright/test";
import { BENCH_ADMIN as ADMIN, call, startServer } from "./bench-server.mjs";

const LAYERS = 200;
const DRAG_MS = 3000;
const BUDGET_MS = 1000 / 60;
const EDIT_SAMPLES = 40;
const RELOAD_SAMPLES = 15;
// frame-sync.ts FULL_RELOAD_KEY: every edit writes the canvas page afresh.
const FULL_RELOAD_KEY = "adstudio:canvas-full-reload";
const WATCHED = `l-text-${LAYERS}`;

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

/**
 * Added to every frame of the editor's page. In the canvas frame: on each animation frame, reads the
 * watched layer (its left and its words) and posts them with the time when they changed. In the editor's
 * page: times the armed key press (its event time) until the frame on show reports what the arm waits for.
 */
function probe(watched) {
  const clock = (t) => performance.timeOrigin + t;
  if (window !== window.top) {
    let last = "";
    let ticked = 0;
    const tick = (t) => {
      ticked = t;
      const el = document.getElementById(watched);
      if (el) {
        const shown = { left: getComputedStyle(el).left, text: el.textContent };
        const key = JSON.stringify(shown);
        if (key !== last) {
          last = key;
          parent.postMessage({ benchProbe: true, ...shown, at: clock(t) }, "*");
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // Writing the page (document.open) may drop a pending callback: start again if the ticks stopped.
    setInterval(() => {
      if (performance.now() - ticked > 200) requestAnimationFrame(tick);
    }, 100);
    return;
  }
  const bench = { arm: null, reports: new Map(), pending: [] };
  window.__edit = bench;
  const shownFrame = () => document.querySelector('iframe[title="Ad preview"]');
  bench.last = () => bench.reports.get(shownFrame()?.contentWindow) ?? null;
  const wanted = (d) => {
    const a = bench.arm;
    if (!a?.startAt || a.endAt) return false;
    return a.equal !== undefined ? d[a.field] === a.equal : d[a.field] !== a.notEqual;
  };
  addEventListener(
    "keydown",
    (e) => {
      const a = bench.arm;
      if (!a || a.startAt || e.key !== a.key) return;
      if (a.target && !e.target?.matches?.(a.target)) return;
      a.startAt = clock(e.timeStamp);
    },
    true,
  );
  addEventListener("message", (e) => {
    const d = e.data;
    if (!d?.benchProbe) return;
    bench.reports.set(e.source, d);
    if (!wanted(d)) return;
    // Painted in the frame on show; a loading frame counts once it has been swapped in.
    if (shownFrame()?.contentWindow === e.source) bench.arm.endAt = d.at;
    else bench.pending.push({ source: e.source, d });
  });
  const tick = (t) => {
    const shown = shownFrame()?.contentWindow;
    for (const p of bench.pending) if (p.source === shown && wanted(p.d)) bench.arm.endAt = clock(t);
    if (bench.arm?.endAt) bench.pending = [];
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Times `press` until the canvas shows what `arm` waits for; answers the milliseconds. Starts once the
 * editor's page is idle (the previous edit's panels re-rendered, its autosave answered), as a person's
 * next edit would find it.
 */
async function timed(page, arm, press) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 3000 }),
      ),
  );
  await page.evaluate((a) => {
    window.__edit.pending = [];
    window.__edit.arm = { ...a, startAt: 0, endAt: 0 };
  }, arm);
  await press();
  await page.waitForFunction(() => window.__edit.arm.endAt > 0, null, { timeout: 15_000 });
  return page.evaluate(() => window.__edit.arm.endAt - window.__edit.arm.startAt);
}

/** Selects the watched layer with a click on the canvas where the frame draws it. */
async function selectWatched(page) {
  const box = await page.frameLocator('iframe[title="Ad preview"]').locator(`#${WATCHED}`).boundingBox();
  if (!box) throw new Error("The watched layer is not on the canvas.");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole("textbox", { name: "Left" }).waitFor();
}

/** Property edits: Left in the Properties panel, one ArrowUp (one undo step) each. */
async function measureEdits(page, samples) {
  const left = page.getByRole("textbox", { name: "Left" });
  await left.click();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const before = await page.evaluate(() => window.__edit.last()?.left);
    times.push(
      await timed(page, { key: "ArrowUp", field: "left", notEqual: before }, () =>
        page.keyboard.press("ArrowUp"),
      ),
    );
  }
  return times;
}

/**
 * Typing on the canvas: Enter opens the layer's field, a letter replaces the words, Enter commits. Patched,
 * the frame shows each letter as it is typed (the keystroke previews the edit), so the letter is timed;
 * written afresh, a page is never loaded mid-typing and the words show on the committing Enter, so that
 * Enter is timed (as the canvas before issue 29 showed them).
 */
async function measureTyping(page, samples, live) {
  const canvas = page.getByRole("application", { name: "Ad canvas" });
  const field = page.getByTestId("canvas-text-editor");
  await canvas.focus();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const letter = String.fromCharCode(97 + (i % 26));
    await page.keyboard.press("Enter");
    await field.waitFor();
    const target = '[data-testid="canvas-text-editor"]';
    if (live) {
      const arm = { key: letter, target, field: "text", equal: letter };
      times.push(await timed(page, arm, () => page.keyboard.type(letter)));
      await page.keyboard.press("Enter");
    } else {
      await page.keyboard.type(letter);
      const arm = { key: "Enter", target, field: "text", equal: letter };
      times.push(await timed(page, arm, () => page.keyboard.press("Enter")));
    }
    await field.waitFor({ state: "detached" });
  }
  return times;
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

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(probe, WATCHED);
    const page = await context.newPage();
    // Chromium's warning for a frame that asked for an origin-keyed agent cluster it could not get (one per
    // canvas page written, issue 29): counted per phase.
    const warnings = { count: 0 };
    page.on("console", (message) => {
      if (message.text().includes("origin-keyed agent cluster")) warnings.count++;
    });
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

    // Edit-to-pixel and typing, patched (the canvas as it is), then with every edit written afresh.
    const phase = async (n, live) => {
      await selectWatched(page);
      const from = warnings.count;
      const edits = await measureEdits(page, n);
      const typing = await measureTyping(page, n, live);
      return { edits, typing, warnings: warnings.count - from };
    };
    const patched = await phase(EDIT_SAMPLES, true);
    await page.evaluate((key) => localStorage.setItem(key, "1"), FULL_RELOAD_KEY);
    await page.reload();
    await page.frameLocator('iframe[title="Ad preview"]').locator(`#${WATCHED}`).waitFor();
    const reloaded = await phase(RELOAD_SAMPLES, false);
    await page.evaluate((key) => localStorage.removeItem(key), FULL_RELOAD_KEY);
    const stats = (list) => {
      const s = [...list].sort((a, b) => a - b);
      return { p50: percentile(s, 50), p95: percentile(s, 95) };
    };
    for (const [name, label] of [
      ["edits", "edit-to-pixel (Left +1 in Properties)"],
      ["typing", "typing on the canvas (a letter shown as typed; afresh: on the committing Enter)"],
    ]) {
      const a = stats(patched[name]);
      const b = stats(reloaded[name]);
      console.log(
        `bench:editor: ${label}: p50 ${fmt(a.p50)} ms, p95 ${fmt(a.p95)} ms (${patched[name].length} edits) ${a.p95 <= 50 ? "within" : "OVER"} 50 ms`,
      );
      console.log(
        `bench:editor:   written afresh per edit: p50 ${fmt(b.p50)} ms, p95 ${fmt(b.p95)} ms (${reloaded[name].length} edits); patched/afresh p50 ${(a.p50 / b.p50).toFixed(3)}, p95 ${(a.p95 / b.p95).toFixed(3)} (${fmt(b.p95 / a.p95)} × faster at p95)`,
      );
    }
    console.log(
      `bench:editor: "origin-keyed agent cluster" warnings: ${patched.warnings} in ${EDIT_SAMPLES * 2} patched edits, ${reloaded.warnings} in ${RELOAD_SAMPLES * 2} edits written afresh`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
