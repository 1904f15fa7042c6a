import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.js";
import { storageSuite } from "./storage-suite.js";

const root = await mkdtemp(path.join(tmpdir(), "adstudio-storage-"));
afterAll(() => rm(root, { recursive: true, force: true }));

storageSuite("local storage", () => createLocalStorage(root));

describe("local storage", () => {
  it("leaves out of a listing a file still being written", async () => {
    const storage = createLocalStorage(root);
    await storage.put("late/index.html", new TextEncoder().encode("done"), "text/html");
    await writeFile(path.join(root, "late/late.html.0123456789ab.tmp"), "half");
    expect(await storage.list("late/")).toEqual(["late/index.html"]);
  });

  it("lists nothing for a store not made yet", async () => {
    expect(await createLocalStorage(path.join(root, "not-made")).list("")).toEqual([]);
  });

  it("addresses files through the API, or on the CDN when one is configured", () => {
    const api = createLocalStorage(root, "https://studio.example.com");
    expect(api.url("companies/c/logo.png")).toBe("https://studio.example.com/files/companies/c/logo.png");
    const cdn = createLocalStorage(root, "https://studio.example.com", "https://cdn.example.net/");
    expect(cdn.url("companies/c/logo.png")).toBe("https://cdn.example.net/companies/c/logo.png");
    expect(cdn.keyOf("https://cdn.example.net/companies/c/logo.png")).toBe("companies/c/logo.png");
    expect(cdn.keyOf("https://studio.example.com/files/companies/c/logo.png")).toBe("companies/c/logo.png");
    expect(cdn.keyOf("https://elsewhere.example/companies/c/logo.png")).toBeNull();
  });
});
