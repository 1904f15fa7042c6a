import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import {
  answerOf,
  type HotPathServers,
  hotPathServers,
  LEFT_TO_APP,
  type Served,
} from "../../test-support/hot-path-server.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { breakEventWrites, storedScans } from "../../test-support/tracker-fixtures.js";
import { scanHotPath } from "./scan-hot-path.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

let t: TestContext;
let token: string;
let servers: HotPathServers;

beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
  servers = await hotPathServers(t, scanHotPath(t.deps));
});
afterAll(async () => {
  await servers?.close();
  await t.close();
});

async function created(id: string, type: string, targetUrl: string) {
  const res = await t.request("POST", "/api/qr/create", { token, body: { id, type, targetUrl } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).qrLink as { _id: string; code: string };
}

const scan = (
  served: Served,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${served.origin}${path}`, {
    method: init.method ?? "GET",
    headers: { "user-agent": IPHONE, ...init.headers },
    redirect: "manual",
  });

const scanEvents = (qrId: string) => storedScans(t.deps.database.pool, qrId);

describe("the scan hot path", () => {
  it("counts a person's scan of a web address and redirects as the app does", async () => {
    const link = await created("hot-url", "url", "https://shop.example/hot?src=qr");
    const res = await scan(servers.hot, `/q/${link.code}`);
    const byApp = await answerOf(await scan(servers.appAlone, `/q/${link.code}`));
    expect(await answerOf(res)).toEqual(byApp);
    expect(byApp.status).toBe(302);
    expect(byApp.headers.location).toBe("https://shop.example/hot?src=qr");
    expect(await scanEvents(link._id)).toEqual(["mobile", "mobile"]);
  });

  it("takes the code in capitals and with a query string of the poster's", async () => {
    const link = await created("hot-poster", "url", "https://shop.example/poster");
    expect((await scan(servers.hot, `/q/${link.code.toUpperCase()}`)).status).toBe(302);
    expect((await scan(servers.hot, `/q/${link.code}?src=poster`)).status).toBe(302);
    expect(await scanEvents(link._id)).toEqual(["mobile", "mobile"]);
  });

  it("leaves text links, unknown codes, HEAD, prefetches and bots to the app, uncounted", async () => {
    const text = await created("hot-text", "text", "Wi-Fi: guest");
    const url = await created("hot-left", "url", "https://shop.example/left");
    const cases: Array<[string, string, Parameters<typeof scan>[2]]> = [
      ["a text link", `/q/${text.code}`, {}],
      ["an unknown code", "/q/0000abcd", {}],
      ["a code that is not one", "/q/zzzzzzzz", {}],
      ["a trailing slash", `/q/${url.code}/`, {}],
      ["HEAD", `/q/${url.code}`, { method: "HEAD" }],
      ["a prefetch", `/q/${url.code}`, { headers: { purpose: "prefetch" } }],
      ["a link preview bot", `/q/${url.code}`, { headers: { "user-agent": "Slackbot-LinkExpanding 1.0" } }],
    ];
    for (const [name, path, init] of cases) {
      expect((await scan(servers.hot, path, init)).status, name).toBe(LEFT_TO_APP);
    }
    expect(await scanEvents(text._id)).toEqual([]);
    expect(await scanEvents(url._id)).toEqual([]);
  });

  it("leaves a scan whose count fails to the app, which answers 503 and counts nothing", async () => {
    const link = await created("hot-down", "url", "https://shop.example/down");
    const repair = await breakEventWrites(t);
    try {
      expect((await scan(servers.hot, `/q/${link.code}`)).status).toBe(LEFT_TO_APP);
      const res = await scan(servers.withHotPaths, `/q/${link.code}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
    } finally {
      await repair();
    }
    expect(await scanEvents(link._id)).toEqual([]);
    expect((await scan(servers.withHotPaths, `/q/${link.code}`)).status).toBe(302);
    expect(await scanEvents(link._id)).toEqual(["mobile"]);
  });

  it("answers every scan as the app alone would", async () => {
    const url = await created("hot-same", "url", "https://shop.example/same");
    const text = await created("hot-same-text", "text", "Same <text>");
    for (const [path, init] of [
      [`/q/${url.code}`, {}],
      [`/q/${url.code}`, { method: "HEAD" }],
      [`/q/${text.code}`, {}],
      ["/q/0000abcd", {}],
    ] as const) {
      const served = await answerOf(await scan(servers.withHotPaths, path, init));
      expect(served, path).toEqual(await answerOf(await scan(servers.appAlone, path, init)));
    }
  });
});
