// Zips of the template tests: a GWD-style template built in code, and the bad ones the upload refuses.
// Used only by *.test.ts files.
import { strToU8, type Zippable, zipSync } from "fflate";
import type { TestContext } from "./test-app.js";
import { fileForm } from "./uploads.js";

/** index.html as Google Web Designer writes it: the ad.size meta, a clickTag, files in subfolders. */
export const GWD_INDEX = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=250">
<script>var clickTag = "https://example.com/spring";</script>
<script src="js/gwd-main.js"></script></head>
<body><a id="exit" href="#" onclick="window.open(window.clickTag); return false;"><img src="assets/cup.png" alt="Cup" width="300" height="250"></a></body></html>`;

/** A 1 × 1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

export const gwdFiles = (): Zippable => ({
  "index.html": strToU8(GWD_INDEX),
  "js/gwd-main.js": strToU8('document.getElementById("exit").dataset.ready = "1";'),
  "assets/cup.png": PNG,
});

export const gwdZip = (extra: Zippable = {}) => zipSync({ ...gwdFiles(), ...extra });

/** POST /api/templates/upload of `bytes` as `fileName`, with optional query. */
export async function uploadTemplate(
  t: TestContext,
  token: string,
  bytes: Uint8Array,
  fileName = "spring.zip",
  query = "",
): Promise<Response> {
  return t.app.request(`/api/templates/upload${query}`, {
    method: "POST",
    body: fileForm(bytes, fileName, "application/zip"),
    headers: { authorization: `Bearer ${token}` },
  });
}
