import {
  QR_NAME_BLANK_MESSAGE,
  QR_TARGET_BLANK_MESSAGE,
  QR_TYPE_MESSAGE,
  QR_URL_MESSAGE,
} from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await signInSuperadmin(t);
});
afterAll(() => t.close());

const create = (body: unknown) => t.request("POST", "/api/qr/create", { token, body });
const update = (id: string, body: unknown) => t.request("PUT", `/api/qr/update/${id}`, { token, body });
const get = (id: string) => t.request("GET", `/api/qr/${id}`, { token });
const remove = (id: string) => t.request("DELETE", `/api/qr/${id}`, { token });

async function created(id: string, type = "url", targetUrl = `https://example.com/${id}`) {
  const res = await create({ id, type, targetUrl });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).qrLink;
}

async function list(query = "") {
  const res = await t.request("GET", `/api/qr${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

describe("POST /api/qr/create", () => {
  it("creates a link with a random 8-hex code and its scan address → 201 {qrLink}", async () => {
    const res = await create({ id: "spring-sale", type: "url", targetUrl: "https://shop.example/spring" });
    expect(res.status).toBe(201);
    const { qrLink } = await json(res);
    expect(Object.keys(qrLink).sort()).toEqual([
      "_id",
      "code",
      "id",
      "scanCount",
      "scanUrl",
      "targetUrl",
      "type",
    ]);
    expect(qrLink).toMatchObject({
      id: "spring-sale",
      type: "url",
      targetUrl: "https://shop.example/spring",
      scanCount: 0,
    });
    expect(qrLink.code).toMatch(/^[0-9a-f]{8}$/);
    // Derived from the request's origin when ADSTUDIO_PUBLIC_URL is unset.
    expect(qrLink.scanUrl).toBe(`http://localhost/q/${qrLink.code}`);
    const other = await created("summer-sale");
    expect(other.code).not.toBe(qrLink.code);
  });

  it("answers 409 for a name already in use, ignoring case", async () => {
    await created("Unique-Name");
    const res = await create({ id: "unique-name", type: "text", targetUrl: "hello" });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.message).toBe("A QR with the name 'unique-name' already exists.");
    expect(Object.keys(body.errors)).toEqual(["id"]);
  });

  it.each([
    [{ id: "", type: "url", targetUrl: "https://a.example" }, QR_NAME_BLANK_MESSAGE, "id"],
    [{ type: "", targetUrl: "" }, QR_NAME_BLANK_MESSAGE, "id"],
    [{ id: "x", type: "", targetUrl: "" }, QR_TYPE_MESSAGE, "type"],
    [{ id: "x", type: "image", targetUrl: "https://a.example" }, QR_TYPE_MESSAGE, "type"],
    [{ id: "x", type: "url", targetUrl: "  " }, QR_TARGET_BLANK_MESSAGE, "targetUrl"],
    [{ id: "x", type: "text" }, QR_TARGET_BLANK_MESSAGE, "targetUrl"],
    [{ id: "x", type: "url", targetUrl: "javascript:alert(1)" }, QR_URL_MESSAGE, "targetUrl"],
    [{ id: "x", type: "url", targetUrl: "ftp://files.example" }, QR_URL_MESSAGE, "targetUrl"],
    [
      { id: "Frühling", type: "url", targetUrl: "https://a.example" },
      "Name may contain only the letters A–Z and a–z, digits, - and _.",
      "id",
    ],
  ])("answers 400 for %j with the spec's first failure", async (body, message, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.message).toBe(message);
    expect(answer.errors[field]).toBe(message);
  });

  it("answers 400 for bodies that are not a QR link, never 500", async () => {
    for (const body of ["nope", "[]", "null", '{"id": 1}']) {
      const res = await t.request("POST", "/api/qr/create", { token, body });
      expect(res.status, body).toBe(400);
    }
  });
});

describe("GET, PUT and DELETE /api/qr/{id}", () => {
  it("reads a link by _id or by name", async () => {
    const link = await created("by-either");
    for (const ref of [link._id, "by-either", "BY-EITHER"]) {
      const res = await get(ref);
      expect(res.status).toBe(200);
      expect((await json(res)).qrLink).toEqual(link);
    }
  });

  it("updates name, type and value but keeps the code and the count", async () => {
    const link = await created("to-update");
    const res = await update("to-update", { id: "updated", type: "text", targetUrl: "Hello <b>world</b>" });
    expect(res.status).toBe(200);
    const { qrLink } = await json(res);
    expect(qrLink).toEqual({ ...link, id: "updated", type: "text", targetUrl: "Hello <b>world</b>" });
    expect((await get("to-update")).status).toBe(404);
    expect((await get(link._id)).status).toBe(200);
  });

  it("answers 409 when renaming onto another link, and allows keeping its own name", async () => {
    await created("taken-name");
    const link = await created("renamer");
    const clash = await update(link._id, { id: "TAKEN-NAME", type: "url", targetUrl: "https://a.example" });
    expect(clash.status).toBe(409);
    const same = await update(link._id, { id: "Renamer", type: "url", targetUrl: "https://b.example" });
    expect(same.status).toBe(200);
    expect((await json(same)).qrLink.id).toBe("Renamer");
  });

  it("validates updates with the same messages", async () => {
    const link = await created("validated");
    const res = await update(link._id, { id: "validated", type: "url", targetUrl: "" });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(QR_TARGET_BLANK_MESSAGE);
  });

  it("deletes a link → {message}; afterwards it is 404 everywhere", async () => {
    const link = await created("to-delete");
    const res = await remove("to-delete");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "QR deleted successfully" });
    expect((await get(link._id)).status).toBe(404);
    expect((await remove(link._id)).status).toBe(404);
    expect((await t.app.request(`/api/qr/getqr/${link._id}`)).status).toBe(404);
  });

  it("answers 404 {message} for unknown ids and names", async () => {
    for (const ref of ["00000000-0000-4000-8000-000000000000", "no-such-link", "%27%3B--"]) {
      for (const res of [
        await get(ref),
        await update(ref, { id: "x", type: "url", targetUrl: "https://a.example" }),
        await remove(ref),
      ]) {
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ message: "QR not found" });
      }
    }
  });
});

describe("GET /api/qr", () => {
  beforeAll(async () => {
    for (const name of ["list-b", "list-A", "list-c", "list-E", "list-d"]) {
      await created(name, name === "list-c" ? "text" : "url", `https://list.example/${name.toLowerCase()}`);
    }
  });

  it("answers {qrLink, page, total}, 10 per page, sorted by name ignoring case", async () => {
    const body = await list();
    expect(body.page).toBe(1);
    expect(body.qrLink.length).toBe(Math.min(10, body.total));
    const all = (await list("?limit=1000")).qrLink.map((q: { id: string }) => q.id.toLowerCase());
    expect(all).toEqual([...all].sort());
  });

  it("pages, searches name and value, and sorts by {field: 1 | -1}", async () => {
    const found = await list("?search=LIST-&limit=2&page=2");
    expect(found.total).toBe(5);
    expect(found.qrLink.map((q: { id: string }) => q.id)).toEqual(["list-c", "list-d"]);
    expect((await list("?search=list.example/list-e")).qrLink.map((q: { id: string }) => q.id)).toEqual([
      "list-E",
    ]);
    const desc = await list(`?search=list-&sort=${encodeURIComponent('{"id":-1}')}`);
    expect(desc.qrLink.map((q: { id: string }) => q.id)).toEqual([
      "list-E",
      "list-d",
      "list-c",
      "list-b",
      "list-A",
    ]);
    const byType = await list(`?search=list-&sort=${encodeURIComponent('{"type":-1,"id":1}')}`);
    expect(byType.qrLink[0].id).toBe("list-A");
    expect(byType.qrLink[4].id).toBe("list-c");
    const bad = await t.request("GET", `/api/qr?sort=${encodeURIComponent('{"code":1}')}`, { token });
    expect(bad.status).toBe(400);
    // Spec §7: the QR list's default sort is "element 1"; a link has no element, so it sorts by name.
    const byElement = await list(`?search=list-&sort=${encodeURIComponent('{"element":-1}')}`);
    expect(byElement.qrLink.map((q: { id: string }) => q.id)).toEqual(
      desc.qrLink.map((q: { id: string }) => q.id),
    );
  });
});

describe("GET /api/qr/getqr/{id}", () => {
  it("is public and answers a PNG of the scan address by default, cacheable for a short time", async () => {
    const link = await created("image-link");
    const res = await t.app.request("/api/qr/getqr/image-link");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(bytes.readUInt32BE(16)).toBe(300);
    const byId = await t.app.request(`/api/qr/getqr/${link._id}?size=600`);
    expect(Buffer.from(await byId.arrayBuffer()).readUInt32BE(16)).toBe(600);
  });

  it("answers SVG with ?format=svg, and 400 for other formats or sizes", async () => {
    await created("svg-link");
    const res = await t.app.request("/api/qr/getqr/svg-link?format=svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain("<script");
    expect((await t.app.request("/api/qr/getqr/svg-link?format=gif")).status).toBe(400);
    expect((await t.app.request("/api/qr/getqr/svg-link?size=10")).status).toBe(400);
    expect((await t.app.request("/api/qr/getqr/svg-link?size=abc")).status).toBe(400);
  });

  it("answers 404 for an unknown link", async () => {
    const res = await t.app.request("/api/qr/getqr/not-there");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "QR not found" });
  });
});

describe("ADSTUDIO_PUBLIC_URL", () => {
  it("is the origin of scan addresses when set, and makes the QR image publicly cacheable", async () => {
    const other = await createTestContext({ ADSTUDIO_PUBLIC_URL: "https://studio.example.com/" });
    try {
      const adminToken = await signInSuperadmin(other);
      const res = await other.request("POST", "/api/qr/create", {
        token: adminToken,
        body: { id: "public", type: "url", targetUrl: "https://a.example" },
      });
      const { qrLink } = await json(res);
      expect(qrLink.scanUrl).toBe(`https://studio.example.com/q/${qrLink.code}`);
      const image = await other.app.request("/api/qr/getqr/public");
      expect(image.headers.get("cache-control")).toBe("public, max-age=300");
    } finally {
      await other.close();
    }
  });
});
