import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test-support/test-app.js";

// Issue 34: /login on a phone painted nothing until the studio's scripts had run.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Adstudio</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-Q1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let dir: string;
let t: TestContext;
let unbuilt: TestContext;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-login-page-"));
  await writeFile(path.join(dir, "index.html"), INDEX);
  await mkdir(path.join(dir, ".vite"));
  await writeFile(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-Ab12Cd.js", isEntry: true, imports: ["_shared-Q1.js"] },
      "_shared-Q1.js": { file: "assets/shared-Q1.js" },
      "src/routes/login.tsx?tsr-split=component": {
        file: "assets/login-L1.js",
        imports: ["_use-form-L2.js", "index.html", "_shared-Q1.js"],
      },
      "_use-form-L2.js": { file: "assets/use-form-L2.js" },
    }),
  );
  t = await createTestContext({ ADSTUDIO_STUDIO_DIR: dir });
  unbuilt = await createTestContext({ ADSTUDIO_STUDIO_DIR: path.join(dir, "missing") });
});
afterAll(async () => {
  await t?.close();
  await unbuilt?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("GET /login", () => {
  it("draws the sign-in card before any script runs, disabled until the studio takes over", async () => {
    const res = await t.app.request("/login");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<main class="lk-page" aria-busy="true">');
    expect(root).toContain("<h1>Welcome back</h1>");
    expect(root).toContain("Sign in to Adstudio with your username or email.");
    expect(root).toContain(
      '<label>Username or email<input type="text" autocomplete="username" disabled></label>',
    );
    expect(root).toContain('<button type="button" disabled>Login</button>');
    expect(root).toContain('<a href="/register">register</a>');
    // No inline script: the CSP allows only the studio's own files.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("preloads the login route's chunks beside the entry, without repeating what index.html loads", async () => {
    const html = await (await t.app.request("/login")).text();
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-L1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/use-form-L2.js">',
    );
    expect(html.match(/shared-Q1\.js/g)).toHaveLength(1);
    expect(html.match(/index-Ab12Cd\.js/g)).toHaveLength(1);
    // The card is drawn already: the scripts wait behind anything the page itself needs.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab12Cd.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-Q1.js">',
    );
  });

  it("goes compressed to a browser, with the studio's security headers", async () => {
    const res = await t.app.request("/login", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      "<h1>Welcome back</h1>",
    );
  });

  it("starts from the public pages' own entry when the build has one, preloading the login page's chunks", async () => {
    // public.html and its manifest, as vite.public.config.ts builds them beside the studio (issue 34).
    await writeFile(path.join(dir, "public.html"), INDEX.replace("index-Ab12Cd.js", "public-P1.js"));
    await writeFile(
      path.join(dir, ".vite", "public-manifest.json"),
      JSON.stringify({
        "public.html": {
          file: "assets/public-P1.js",
          isEntry: true,
          dynamicImports: ["src/public/login-app.tsx"],
        },
        "src/public/login-app.tsx": { file: "assets/login-app-A1.js", imports: ["_react-R1.js"] },
        "_react-R1.js": { file: "assets/react-R1.js", css: ["assets/react-R1.css"] },
      }),
    );
    try {
      const html = await (await t.app.request("/login")).text();
      expect(html).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/public-P1.js">',
      );
      expect(html).not.toContain("index-Ab12Cd.js");
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-app-A1.js">',
      );
      expect(html).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-R1.js">',
      );
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/react-R1.css">');
      expect(html).toContain("<h1>Welcome back</h1>");
      expect(html.match(/<script/g)).toHaveLength(1);
    } finally {
      await rm(path.join(dir, "public.html"));
    }
  });

  it("without a built studio, says how to build it like every other page", async () => {
    const res = await unbuilt.app.request("/login");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("The Adstudio studio has not been built");
  });
});
