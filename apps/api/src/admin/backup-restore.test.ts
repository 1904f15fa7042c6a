import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type EmbeddedServer, startEmbeddedPostgres } from "../db/embedded.js";
import { closeDeps, createDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { createLocalStorage } from "../storage/index.js";
import { signInSuperadmin } from "../test-support/accounts.js";
import { createTestContext, json, TEST_ADMIN_PASSWORD, type TestContext } from "../test-support/test-app.js";
import { beacon, createCompany, insertPublishedAd, storedScans } from "../test-support/tracker-fixtures.js";
import { fileForm, picture, upload } from "../test-support/uploads.js";
import { backup } from "./backup.js";
import type { Manifest } from "./manifest.js";
import { restore } from "./restore.js";

/**
 * Issue 32, "A backup taken during traffic restores into an empty data directory with every ad, asset
 * and count": ad saves, asset uploads, QR scans and beacons go through the real app while the backup
 * runs; the backup is restored into a new, empty data directory (its own embedded PostgreSQL) and the
 * studio is started on it. What was acknowledged before the backup's snapshot must be there; what was
 * sent after it must not; every count equals what the snapshot saw.
 */
let root: string;
let source: TestContext;
let token: string;
let company: string;
let adId: string;
let qr: { _id: string; code: string };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-backup-"));
  source = await createTestContext({
    ADSTUDIO_DATA_DIR: path.join(root, "source"),
    ADSTUDIO_TRACKER_CLIENT_LIMIT: "100000",
  });
  token = await signInSuperadmin(source);
  company = await createCompany(source, token, "Backup Media");
  adId = await insertPublishedAd(source, company, { name: "Beaconed" });
  const res = await source.request("POST", "/api/qr/create", {
    token,
    body: { id: "backup-poster", type: "url", targetUrl: "https://example.com/poster" },
  });
  qr = (await json(res)).qrLink;
});
afterAll(async () => {
  await source?.close();
  await rm(root, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** One acknowledged write: what it was, and when its answer came relative to the snapshot. */
interface Ack {
  kind: "ad" | "save" | "asset" | "scan" | "beacon";
  /** The ad's id and revision, or the asset's hash and checksum. */
  id?: string;
  value?: string | number;
  sentAfterSnapshot: boolean;
  ackedBeforeSnapshot: boolean;
}

/** Four writers (ad creates and saves, uploads, scans, beacons) looping until stopped. */
function startTraffic(phase: { before: boolean; after: boolean }) {
  const acks: Ack[] = [];
  const sent = { scan: 0, beacon: 0 };
  let running = true;
  let n = 0;
  const record = (kind: Ack["kind"], sentAfterSnapshot: boolean, id?: string, value?: string | number) =>
    acks.push({ kind, id, value, sentAfterSnapshot, ackedBeforeSnapshot: phase.before });
  const writers = [
    async () => {
      while (running) {
        const after = phase.after;
        const res = await source.request("POST", "/api/ads/create", {
          token,
          body: { name: `Traffic ad ${++n}`, type: "belt", company },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        const { ad } = await json(res);
        record("ad", after, ad._id, ad.revision);
        const saveAfter = phase.after;
        const saved = await source.request("PUT", `/api/ads/update/${ad._id}`, {
          token,
          body: { revision: ad.revision, name: `${ad.name} (saved)` },
        });
        expect(saved.status, await saved.clone().text()).toBe(200);
        record("save", saveAfter, ad._id, (await json(saved)).ad.revision);
      }
    },
    async () => {
      for (let i = 1; running; i++) {
        const after = phase.after;
        const bytes = await picture(8 + (i % 50), 8 + Math.floor(i / 50), "png");
        const res = await upload(source, token, fileForm(bytes, `pic-${i}.png`, "image/png"));
        expect(res.status, await res.clone().text()).toBe(201);
        record("asset", after, (await json(res)).asset.hash, sha(bytes));
      }
    },
    async () => {
      while (running) {
        const after = phase.after;
        if (!after) sent.scan++;
        const res = await source.app.request(`/q/${qr.code}`, { headers: { "user-agent": CHROME } });
        expect(res.status, await res.clone().text()).toBe(302);
        record("scan", after);
      }
    },
    async () => {
      for (let i = 1; running; i++) {
        const after = phase.after;
        if (!after) sent.beacon++;
        const res = await beacon(source, {
          ad: adId,
          event: "impression",
          imp: `backup-imp-${i}`,
          size: "sz300x250",
        });
        expect(res.status, await res.clone().text()).toBe(204);
        record("beacon", after);
      }
    },
  ];
  // A writer's failure stops them all and fails the test at the next wait or at stop().
  let failure: unknown;
  const done = Promise.all(
    writers.map((writer) =>
      writer().catch((error) => {
        running = false;
        failure ??= error;
      }),
    ),
  );
  return {
    acks,
    sent,
    failed: () => failure,
    stop: async () => {
      running = false;
      await done;
      if (failure) throw failure;
    },
  };
}

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("adstudio-admin backup and restore", { timeout: 120_000 }, () => {
  let manifest: Manifest;
  let acks: Ack[];
  let sentBeforeSnapshot: { scan: number; beacon: number };
  const backupDir = () => path.join(root, "backup");

  it("backs up while ads are saved, files uploaded, QR codes scanned and beacons sent", async () => {
    // `before`: the snapshot is not fixed yet; `after`: it is (a write sent from then on is not in it).
    const phase = { before: true, after: false };
    const traffic = startTraffic(phase);
    // Let every writer get a few writes acknowledged first.
    const until = (check: () => boolean) =>
      waitFor(() => {
        if (traffic.failed()) throw traffic.failed();
        return check();
      });
    await until(() => ["ad", "asset", "scan", "beacon"].every((k) => traffic.acks.some((a) => a.kind === k)));
    const config: Config = { ...source.deps.config, databaseUrl: source.databaseUrl };
    manifest = await backup({
      dir: backupDir(),
      config,
      storage: source.deps.storage,
      beforeSnapshot: () => {
        phase.before = false;
      },
      afterSnapshot: () => {
        phase.after = true;
        sentBeforeSnapshot = { ...traffic.sent };
      },
    });
    // Traffic goes on past the end of the backup, then stops.
    const total = traffic.acks.length;
    await until(() => traffic.acks.length > total + 4);
    await traffic.stop();
    acks = traffic.acks;

    expect(manifest).toMatchObject({ format: "adstudio-backup", version: 1 });
    const before = acks.filter((a) => a.ackedBeforeSnapshot);
    expect(before.filter((a) => a.kind === "asset").length).toBeGreaterThan(0);
    expect(acks.filter((a) => a.sentAfterSnapshot).length).toBeGreaterThan(0);
    // Every file in the backup is listed with its checksum.
    expect(manifest.files.length).toBe(manifest.counts.files);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  });

  it("restores into an empty data directory, and the studio started on it has every ad, asset and count", async () => {
    const dataDir = path.join(root, "restored");
    const config = loadConfig({
      ADSTUDIO_DATA_DIR: dataDir,
      ADSTUDIO_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: "silent",
    });
    await restore({ dir: backupDir(), config, storage: createLocalStorage(path.join(dataDir, "files")) });

    const server: EmbeddedServer = await startEmbeddedPostgres(dataDir, createLogger("silent"));
    // Every table as the snapshot saw it, read before the studio starts (its start rolls up pending
    // beacons and sign-ins add sessions).
    const direct = new pg.Client({ connectionString: server.url });
    await direct.connect();
    try {
      for (const table of manifest.tables) {
        const { rows } = await direct.query<{ n: number }>(
          `select count(*)::int as n from only ${table.name}`,
        );
        expect(rows[0]?.n, table.name).toBe(table.rows);
      }
    } finally {
      await direct.end();
    }
    const { deps } = await createDeps(config, createLogger("silent"), server.url).catch(async (error) => {
      await server.stop();
      throw error;
    });
    try {
      const app = createApp(deps);
      const login = await app.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "superadmin", password: TEST_ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const auth = { authorization: `Bearer ${(await json(login)).token}` };
      const get = (url: string) => app.request(url, { headers: auth });

      // Ads and saves acknowledged before the snapshot: there, at least at that revision. Ads whose
      // create was sent after it: absent.
      for (const ack of acks.filter((a) => a.kind === "ad" || a.kind === "save")) {
        const res = await get(`/api/ads/${ack.id}`);
        if (ack.ackedBeforeSnapshot) {
          expect(res.status, `ad ${ack.id}`).toBe(200);
          expect((await json(res)).ad.revision).toBeGreaterThanOrEqual(Number(ack.value));
        } else if (ack.kind === "ad" && ack.sentAfterSnapshot) {
          expect(res.status, `ad ${ack.id} created after the snapshot`).toBe(404);
        }
      }
      // Assets uploaded before the snapshot: served with the very bytes uploaded.
      for (const ack of acks.filter((a) => a.kind === "asset" && a.ackedBeforeSnapshot)) {
        const res = await app.request(`/api/assets/${ack.id}.png`);
        expect(res.status, `asset ${ack.id}`).toBe(200);
        expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(ack.value);
      }
      // Counts: at least every scan and beacon acknowledged before the snapshot, at most those sent
      // before it, and exactly what the snapshot held.
      const acked = (kind: Ack["kind"]) =>
        acks.filter((a) => a.kind === kind && a.ackedBeforeSnapshot).length;
      const scanCount = (await json(await get(`/api/qr/${qr._id}`))).qrLink.scanCount;
      expect(scanCount).toBeGreaterThanOrEqual(acked("scan"));
      expect(scanCount).toBeLessThanOrEqual(sentBeforeSnapshot.scan);
      expect(scanCount).toBe((await storedScans(deps.database.pool, qr._id)).length);
      const beacons = await deps.database.pool.query<{ n: number }>(
        "select count(*)::int as n from tracker_events where ad_id = $1",
        [adId],
      );
      expect(beacons.rows[0]?.n).toBeGreaterThanOrEqual(acked("beacon"));
      expect(beacons.rows[0]?.n).toBeLessThanOrEqual(sentBeforeSnapshot.beacon);
      expect(manifest.counts.ads).toBeGreaterThanOrEqual(
        acks.filter((a) => a.kind === "ad" && a.ackedBeforeSnapshot).length,
      );

      // A backup of the restored studio, read through its running embedded PostgreSQL, holds the same.
      const again = await backup({
        dir: path.join(root, "backup-of-restored"),
        config,
        storage: deps.storage,
      });
      expect(again.counts.ads).toBe(manifest.counts.ads);
      expect(again.counts.assets).toBe(manifest.counts.assets);
      expect(again.files.map((f) => `${f.key} ${f.sha256}`)).toEqual(
        manifest.files.map((f) => `${f.key} ${f.sha256}`),
      );
    } finally {
      await closeDeps(deps);
      await server.stop();
    }
  });
});

async function waitFor(check: () => boolean, ms = 30_000): Promise<void> {
  for (const deadline = Date.now() + ms; !check(); ) {
    if (Date.now() > deadline) throw new Error("gave up waiting for traffic");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
