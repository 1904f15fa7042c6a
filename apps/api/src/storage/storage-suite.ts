// The behaviour every storage adapter owes the features (storage.ts), run against each adapter by its own
// test file: the local directory and the S3 bucket (on s3rver) must answer alike.
import { beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "./storage.js";

const text = (value: string) => new TextEncoder().encode(value);
const HASH = "a".repeat(64);

/** The bytes of a file body's range, whichever form the adapter gives it in. */
export async function sliceBytes(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Buffer> {
  return body instanceof Uint8Array ? Buffer.from(body) : Buffer.from(await new Response(body).arrayBuffer());
}

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield text(part);
}

export function storageSuite(name: string, storageOf: () => FileStorage): void {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = storageOf();
    await storage.put("creatives/ad/1/index.html", text("<p>one</p>"), "text/html; charset=utf-8");
    await storage.put("creatives/ad/1/sz300x250/index.html", text("<p>size</p>"), "text/html; charset=utf-8");
    await storage.put("creatives/ad/1/sz300x250/assets/a.png", text("png"), "image/png");
    await storage.put("creatives/ad/10/index.html", text("<p>ten</p>"), "text/html; charset=utf-8");
  });

  describe(`${name}: put and get`, () => {
    it("gives back the bytes and the content type stored", async () => {
      expect(await storage.get("creatives/ad/1/index.html")).toEqual({
        bytes: Buffer.from("<p>one</p>"),
        contentType: "text/html; charset=utf-8",
      });
    });

    it("stores a stream as it arrives", async () => {
      await storage.put("uploads/streamed.txt", chunks("first ", "second ", "third"), "text/plain");
      const stored = await storage.get("uploads/streamed.txt");
      expect(Buffer.from(stored?.bytes ?? []).toString()).toBe("first second third");
    });

    it("replaces a file under a key that may change", async () => {
      await storage.put("templates/t/index.html", text("old"), "text/html");
      await storage.put("templates/t/index.html", text("new"), "text/html");
      expect(Buffer.from((await storage.get("templates/t/index.html"))?.bytes ?? []).toString()).toBe("new");
    });

    it("writes a content-addressed file once", async () => {
      await storage.put(`assets/${HASH}.png`, text("first"), "image/png");
      await storage.put(`assets/${HASH}.png`, chunks("second"), "image/png");
      expect(Buffer.from((await storage.get(`assets/${HASH}.png`))?.bytes ?? []).toString()).toBe("first");
    });

    it("answers null for a missing file and an unsafe key, and refuses to store under an unsafe key", async () => {
      expect(await storage.get("creatives/ad/9/index.html")).toBeNull();
      expect(await storage.get("../etc/passwd")).toBeNull();
      expect(await storage.get(".hidden")).toBeNull();
      await expect(storage.put("../x.txt", text("x"), "text/plain")).rejects.toThrow("unsafe storage key");
    });
  });

  describe(`${name}: open`, () => {
    it("gives the size, type, a strong validator and any byte range", async () => {
      await storage.put("media/clip.bin", text("0123456789"), "video/mp4");
      const body = await storage.open("media/clip.bin");
      expect(body).toMatchObject({ size: 10, contentType: "video/mp4" });
      expect(body?.etag).toMatch(/^"[^"]+"$/);
      expect((await sliceBytes(body?.slice(2, 5) ?? new Uint8Array())).toString()).toBe("2345");
      expect((await sliceBytes(body?.slice(0, 9) ?? new Uint8Array())).toString()).toBe("0123456789");
    });

    it("answers null for a missing file and an unsafe key", async () => {
      expect(await storage.open("media/none.bin")).toBeNull();
      expect(await storage.open("media/../clip.bin")).toBeNull();
    });
  });

  describe(`${name}: list`, () => {
    it("lists every file under a folder, sorted, without other folders", async () => {
      expect(await storage.list("creatives/ad/1/")).toEqual([
        "creatives/ad/1/index.html",
        "creatives/ad/1/sz300x250/assets/a.png",
        "creatives/ad/1/sz300x250/index.html",
      ]);
    });

    it("lists the whole store, sorted, for an empty prefix (a backup walks it)", async () => {
      const all = await storage.list("");
      expect(all).toEqual([...all].sort());
      expect(all).toEqual(
        expect.arrayContaining([
          "creatives/ad/1/index.html",
          "creatives/ad/1/sz300x250/assets/a.png",
          "creatives/ad/1/sz300x250/index.html",
          "creatives/ad/10/index.html",
        ]),
      );
    });

    it("answers nothing for a missing folder, a file, a prefix without its slash and an unsafe prefix", async () => {
      expect(await storage.list("creatives/ad/2/")).toEqual([]);
      expect(await storage.list("creatives/ad/1/index.html/")).toEqual([]);
      expect(await storage.list("creatives/ad/1")).toEqual([]);
      expect(await storage.list("../")).toEqual([]);
      expect(await storage.list("creatives/../ad/")).toEqual([]);
    });
  });

  describe(`${name}: copy and delete`, () => {
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

    it("deletes a file, and a missing one without complaint", async () => {
      await storage.put("trash/gone.txt", text("x"), "text/plain");
      await storage.delete("trash/gone.txt");
      await storage.delete("trash/never.txt");
      expect(await storage.get("trash/gone.txt")).toBeNull();
      expect(await storage.list("trash/")).toEqual([]);
    });
  });
}
