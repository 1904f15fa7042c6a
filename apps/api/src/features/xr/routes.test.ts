import { encode } from "@msgpack/msgpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { fileForm } from "../../test-support/uploads.js";

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A MindAR target of one 480 × 640 poster with 5 + 5 corners on each of two scales. */
const target = () => {
  const scale = { maximaPoints: Array(5).fill({ x: 1, y: 1 }), minimaPoints: Array(5).fill({ x: 2, y: 2 }) };
  return encode({
    v: 2,
    dataList: [
      {
        targetImage: { width: 480, height: 640 },
        trackingData: [{ points: [] }],
        matchingData: [scale, scale],
      },
    ],
  });
};

const uploadTarget = (body: BodyInit, token?: string) =>
  t.app.request("/api/xr/targets", {
    method: "POST",
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("POST /api/xr/targets", () => {
  it("stores a compiled target and answers the feature points it counted", async () => {
    const res = await uploadTarget(fileForm(target(), "poster.mind", "application/octet-stream"), admin);
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json(res)).target).toMatchObject({ width: 480, height: 640, featurePoints: 20 });
  });

  it("refuses what is not a target of one poster (the upload is untrusted), and strangers", async () => {
    const junk = await uploadTarget(fileForm(new TextEncoder().encode("<script>"), "poster.mind"), admin);
    expect(junk.status).toBe(400);
    expect((await json(junk)).message).toBe(
      "The file is not a MindAR image target (.mind) of one poster: compile the poster again in the editor.",
    );
    const big = await uploadTarget(fileForm(new Uint8Array(4 * 1024 * 1024 + 1), "poster.mind"), admin);
    expect(big.status).toBe(413);
    expect((await uploadTarget(fileForm(target(), "poster.mind"))).status).toBe(401);
  });
});

describe("the XR phone page's routes", () => {
  it("serves MindAR's browser build from the installed package, compressed for phones", async () => {
    const raw = await t.app.request("/xr/lib/mindar-image.prod.js");
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toContain("text/javascript");
    expect(await raw.text()).toContain("Controller");
    const chunk = /from "\.\/(controller-[\w-]+\.js)"/.exec(
      await (await t.app.request("/xr/lib/mindar-image.prod.js")).text(),
    )?.[1];
    const gz = await t.app.request(`/xr/lib/${chunk}`, { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect((await t.app.request("/xr/lib/mindar-face.prod.js")).status).toBe(404);
  });

  it("answers 404 for a version that is not a published AI tracker", async () => {
    const res = await t.app.request("/xr/0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11/1/");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("This XR ad is not published.");
  });
});
