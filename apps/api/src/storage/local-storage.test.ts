import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.js";
import type { FileStorage } from "./storage.js";

let root: string;
let storage: FileStorage;
const text = (value: string) => new TextEncoder().encode(value);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-storage-"));
  storage = createLocalStorage(root);
  await storage.put("creatives/ad/1/index.html", text("<p>one</p>"), "text/html; charset=utf-8");
  await storage.put("creatives/ad/1/sz300x250/index.html", text("<p>size</p>"), "text/html; charset=utf-8");
  await storage.put("creatives/ad/1/sz300x250/assets/a.png", text("png"), "image/png");
  await storage.put("creatives/ad/10/index.html", text("<p>ten</p>"), "text/html; charset=utf-8");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local storage list", () => {
  it("lists every file under a folder, sorted, without sidecars or other folders", async () => {
    expect(await storage.list("creatives/ad/1/")).toEqual([
      "creatives/ad/1/index.html",
      "creatives/ad/1/sz300x250/assets/a.png",
      "creatives/ad/1/sz300x250/index.html",
    ]);
  });

  it("leaves out a file still being written", async () => {
    await writeFile(path.join(root, "creatives/ad/10/late.html.0123456789ab.tmp"), "half");
    expect(await storage.list("creatives/ad/10/")).toEqual(["creatives/ad/10/index.html"]);
  });

  it("lists the whole store for an empty prefix, and nothing for a store not made yet", async () => {
    expect(await storage.list("")).toEqual([
      "creatives/ad/1/index.html",
      "creatives/ad/1/sz300x250/assets/a.png",
      "creatives/ad/1/sz300x250/index.html",
      "creatives/ad/10/index.html",
    ]);
    expect(await createLocalStorage(path.join(root, "not-made")).list("")).toEqual([]);
  });

  it("answers nothing for a missing folder, a file, a prefix without its slash and an unsafe prefix", async () => {
    expect(await storage.list("creatives/ad/2/")).toEqual([]);
    expect(await storage.list("creatives/ad/1/index.html/")).toEqual([]);
    expect(await storage.list("creatives/ad/1")).toEqual([]);
    expect(await storage.list("../")).toEqual([]);
    expect(await storage.list("creatives/../ad/")).toEqual([]);
  });
});

describe("local storage copy", () => {
  it("copies the bytes and the content type, leaving the original", async () => {
    expect(await storage.copy("creatives/ad/1/sz300x250/assets/a.png", "creatives/ad/3/assets/a.png")).toBe(
      true,
    );
    expect(await storage.get("creatives/ad/3/assets/a.png")).toEqual({
      bytes: Buffer.from("png"),
      contentType: "image/png",
    });
    expect(await storage.get("creatives/ad/1/sz300x250/assets/a.png")).not.toBeNull();
  });

  it("answers false for a missing file and writes nothing", async () => {
    expect(await storage.copy("creatives/ad/9/none.html", "creatives/ad/4/none.html")).toBe(false);
    expect(await storage.list("creatives/ad/4/")).toEqual([]);
  });
});
