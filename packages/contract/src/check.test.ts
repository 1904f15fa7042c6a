import { describe, expect, it } from "vitest";
import { contractMismatch } from "./check";
import { fillPath, routerPath } from "./endpoint";
import { qrEndpoints } from "./endpoints/qr";
import { responsesOf } from "./errors";

const record = {
  _id: "0b5e8f0e-6f5c-4a59-9d4b-1f2a3c4d5e6f",
  id: "spring",
  type: "url",
  targetUrl: "https://example.com",
  scanCount: 0,
  code: "3fa9c2d1",
  scanUrl: "https://studio.example.com/q/3fa9c2d1",
};
const json = (status: number, body: unknown) => ({
  status,
  contentType: "application/json; charset=UTF-8",
  text: JSON.stringify(body),
});

describe("contractMismatch", () => {
  it("accepts an answer that matches its status's schema", () => {
    expect(contractMismatch(qrEndpoints.create, json(201, { qrLink: record }))).toBeUndefined();
    expect(
      contractMismatch(qrEndpoints.create, json(409, { message: "taken", errors: { id: "taken" } })),
    ).toBeUndefined();
  });

  it("names the field of a body that does not match", () => {
    const problem = contractMismatch(
      qrEndpoints.create,
      json(201, { qrLink: { ...record, type: "carrier-pigeon" } }),
    );
    expect(problem).toContain("createQrLink answered 201");
    expect(problem).toContain("qrLink.type");
  });

  it("refuses a status the definition does not list, and a wrong content type", () => {
    expect(contractMismatch(qrEndpoints.get, json(409, { message: "x" }))).toContain("does not list");
    expect(
      contractMismatch(qrEndpoints.get, { status: 200, contentType: "text/html", text: "<p>" }),
    ).toContain("content type 'text/html'");
    expect(
      contractMismatch(qrEndpoints.image, { status: 200, contentType: "image/png", text: "" }),
    ).toBeUndefined();
    expect(
      contractMismatch(qrEndpoints.image, { status: 200, contentType: "image/gif", text: "" }),
    ).toContain("image/gif");
  });

  it("leaves server errors to the caller", () => {
    expect(
      contractMismatch(qrEndpoints.get, json(500, { message: "Internal server error" })),
    ).toBeUndefined();
  });
});

describe("responsesOf", () => {
  it("adds the failures the shared layers give", () => {
    expect(Object.keys(responsesOf(qrEndpoints.update)).map(Number).sort()).toEqual([
      200, 400, 401, 403, 404, 409, 413, 503,
    ]);
    expect(Object.keys(responsesOf(qrEndpoints.image)).map(Number).sort()).toEqual([200, 400, 404, 503]);
  });
});

describe("paths", () => {
  it("fills and converts path templates", () => {
    expect(fillPath("/api/qr/update/{id}", { id: "a b/c" })).toBe("/api/qr/update/a%20b%2Fc");
    expect(routerPath("/api/qr/update/{id}")).toBe("/api/qr/update/:id");
    expect(() => fillPath("/api/qr/{id}", {})).toThrow("Missing path parameter 'id'");
  });
});
