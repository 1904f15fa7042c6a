import { describe, expect, it } from "vitest";
import { ApiError, errorFromResponse, isApiError, parseRetryAfter } from "./errors";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");

  it("reads delta-seconds and HTTP dates", () => {
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sun, 01 Mar 2026 12:00:45 GMT", now)).toBe(45);
  });

  it("never answers a negative wait, and ignores what it cannot read", () => {
    expect(parseRetryAfter("Sun, 01 Mar 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("errorFromResponse", () => {
  it("keeps only string field errors", () => {
    const error = errorFromResponse(400, new Headers(), { message: "Bad", errors: { email: "Taken", n: 3 } });
    expect(error.errors).toEqual({ email: "Taken" });
  });

  it("falls back when the body has no usable message", () => {
    expect(errorFromResponse(502, new Headers(), { message: "" }).message).toBe(
      "Request failed with status 502",
    );
    expect(errorFromResponse(404, new Headers(), ["not", "an", "object"]).message).toBe(
      "Request failed with status 404",
    );
  });
});

describe("isApiError", () => {
  it("recognises ApiErrors and nothing else", () => {
    expect(isApiError(new ApiError("x", { status: 500 }))).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
    expect(isApiError({ name: "ApiError", status: 500 })).toBe(false);
  });
});
