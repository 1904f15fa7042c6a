import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import {
  answerOf,
  type HotPathServers,
  hotPathServers,
  LEFT_TO_APP,
  type Served,
} from "../../test-support/hot-path-server.js";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";
import {
  breakEventWrites,
  CHROME_DESKTOP,
  createCompany,
  insertPublishedAd,
  storedCounts,
} from "../../test-support/tracker-fixtures.js";
import { beaconHotPath } from "./beacon-hot-path.js";

let t: TestContext;
let adId: string;
let servers: HotPathServers;
let impressions = 0;
const newImpression = () => `hotpath-${(impressions++).toString().padStart(4, "0")}`;

beforeAll(async () => {
  t = await createTestContext();
  const company = await createCompany(t, await signInSuperadmin(t), "Hot path");
  adId = await insertPublishedAd(t, company, { name: "Hot path ad" });
  servers = await hotPathServers(t, beaconHotPath(t.deps));
});
afterAll(async () => {
  await servers?.close();
  await t.close();
});

const beaconPath = (query: Record<string, string>) => `/api/tracker/event?${new URLSearchParams(query)}`;
const impression = (imp: string) => ({ ad: adId, v: "1", event: "impression", size: "sz300x250", imp });

function send(
  served: Served,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return fetch(`${served.origin}${path}`, {
    method: init.method ?? "POST",
    headers: { "user-agent": CHROME_DESKTOP, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

async function storedEvents(imp: string) {
  const { rows } = await t.deps.database.pool.query<{ event: string; detail: string }>(
    "select event, detail from tracker_events where impression_id = $1",
    [imp],
  );
  return rows;
}

describe("the beacon hot path", () => {
  it("stores a beacon its ad could have sent and answers 204 with the app's headers", async () => {
    const imp = newImpression();
    const res = await send(servers.hot, beaconPath(impression(imp)));
    const byApp = await answerOf(await send(servers.appAlone, beaconPath(impression(newImpression()))));
    expect(await answerOf(res)).toEqual(byApp);
    expect(byApp.status).toBe(204);
    expect(byApp.headers["access-control-allow-origin"]).toBe("*");
    expect(byApp.headers["cache-control"]).toBe("no-store");
    expect(await storedEvents(imp)).toEqual([{ event: "impression", detail: "" }]);
  });

  it("answers the pixel (GET) too, and stores a bot's beacon as invalid traffic, as the app does", async () => {
    const imp = newImpression();
    const res = await send(servers.hot, beaconPath(impression(imp)), {
      method: "GET",
      headers: { "user-agent": "curl/8.5.0" },
    });
    expect(res.status).toBe(204);
    expect(await storedEvents(imp)).toEqual([{ event: "invalid", detail: "bot" }]);
  });

  it("leaves everything but a storable beacon to the app, and stores nothing of it", async () => {
    const before = await storedCounts(t);
    const cases: Array<[string, string, Parameters<typeof send>[2]]> = [
      ["HEAD", beaconPath(impression(newImpression())), { method: "HEAD" }],
      ["a prefetch", beaconPath(impression(newImpression())), { headers: { "sec-purpose": "prefetch" } }],
      ["a body", beaconPath(impression(newImpression())), { body: "{}" }],
      ["an unknown event", beaconPath({ ...impression(newImpression()), event: "hover" }), {}],
      ["no impression id", beaconPath(impression("")), {}],
      ["an ad nobody published", beaconPath({ ...impression(newImpression()), ad: randomUUID() }), {}],
      ["a size the version lacks", beaconPath({ ...impression(newImpression()), size: "sz728x90" }), {}],
      ["another path", `/api/tracker/event/?imp=${newImpression()}`, {}],
      ["PUT", beaconPath(impression(newImpression())), { method: "PUT" }],
    ];
    for (const [name, path, init] of cases) {
      expect((await send(servers.hot, path, init)).status, name).toBe(LEFT_TO_APP);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it("leaves an impression over its 500 events to the app, which answers 429", async () => {
    const imp = newImpression();
    for (let i = 0; i < 500; i++) t.deps.tracker.allow(imp);
    expect((await send(servers.hot, beaconPath(impression(imp)))).status).toBe(LEFT_TO_APP);
    const res = await send(servers.withHotPaths, beaconPath(impression(imp)));
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe("Too many events for one impression.");
    expect(await storedEvents(imp)).toEqual([]);
  });

  it("leaves a beacon whose write fails to the app, which answers 503; nothing is stored", async () => {
    const imp = newImpression();
    const repair = await breakEventWrites(t);
    try {
      expect((await send(servers.hot, beaconPath(impression(imp)))).status).toBe(LEFT_TO_APP);
      const res = await send(servers.withHotPaths, beaconPath(impression(imp)));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect((await res.json()).message).toBe("The event could not be recorded; try again.");
    } finally {
      await repair();
    }
    expect(await storedEvents(imp)).toEqual([]);
    const after = newImpression();
    expect((await send(servers.withHotPaths, beaconPath(impression(after)))).status).toBe(204);
    expect(await storedEvents(after)).toHaveLength(1);
  });

  it("answers every beacon as the app alone would", async () => {
    const requests: Array<[string, Parameters<typeof send>[2]]> = [
      [beaconPath({ ...impression(""), event: "click", exit: "clickTag" }), {}],
      [beaconPath({ ...impression(""), event: "click", exit: "nowhere" }), {}],
      [beaconPath({ ...impression(""), ad: "not-an-id" }), {}],
      [beaconPath({ ...impression(""), ad: randomUUID() }), {}],
      [beaconPath({ ...impression("") }), { method: "HEAD" }],
    ];
    for (const [path, init] of requests) {
      // Each server gets its own impression id, so neither one's beacon is the other's repeat.
      const [mine, theirs] = [
        path.replace("imp=", `imp=${newImpression()}`),
        path.replace("imp=", `imp=${newImpression()}`),
      ];
      const served = await answerOf(await send(servers.withHotPaths, mine, init));
      expect(served, path).toEqual(await answerOf(await send(servers.appAlone, theirs, init)));
    }
  });
});
