import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

// The studio's index.html as vite builds it (the parts the tags go into).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Adstudio: build, preview and publish interactive ads." />
    <title>Adstudio</title>
    <script type="module" src="/assets/index-Ab12Cd.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dir: string;
let t: TestContext;
let company: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-og-"));
  await writeFile(path.join(dir, "index.html"), INDEX);
  // The parts of vite's manifest the page reads: the route chunk, what it imports, and the entry.
  await mkdir(path.join(dir, ".vite"));
  await writeFile(
    path.join(dir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-Ab12Cd.js", isEntry: true },
      "src/routes/showcase/$companyId.tsx?tsr-split=component": {
        file: "assets/_companyId-X1.js",
        imports: ["_public-showcase-page-X2.js", "index.html"],
      },
      "_public-showcase-page-X2.js": {
        file: "assets/public-showcase-page-X2.js",
        imports: ["index.html"],
        css: ["assets/public-showcase-page-X3.css"],
      },
    }),
  );
  t = await createTestContext({
    ADSTUDIO_STUDIO_DIR: dir,
    ADSTUDIO_PUBLIC_URL: "https://studio.example.com",
  });
  const admin = await signInSuperadmin(t);
  // A hostile name: it must come out as text, never as markup or a replacement pattern.
  const res = await t.request("POST", "/api/company/create", {
    token: admin,
    body: validCompany({ name: `Acme "Ads" <script>alert(1)</script> $& Co`, shortName: "og-acme" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  company = (await json(res)).company._id;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("GET /showcase/{companyId}", () => {
  it("answers the studio page with the company's title and Open Graph tags, escaped", async () => {
    const res = await t.app.request(`/showcase/${company}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const name = "Acme &quot;Ads&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; Co";
    expect(html).toContain(`<title>${name} showcase</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} showcase" />`);
    expect(html).toContain(
      `<meta property="og:url" content="https://studio.example.com/showcase/${company}" />`,
    );
    expect(html).toContain('<meta property="og:description" content="0 playable ads by Acme');
    expect(html).not.toContain("<script>alert(1)");
    // The app still loads.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" src="/assets/index-Ab12Cd.js"></script>',
    );
  });

  it("draws the page before any script runs and carries its first view, so the studio asks nothing more", async () => {
    const html = await (await t.app.request(`/showcase/${company}`)).text();
    const name = "Acme &quot;Ads&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; Co";
    // The route's chunks load beside the entry, not after it; what index.html loads is not repeated.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/_companyId-X1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/public-showcase-page-X2.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/public-showcase-page-X3.css">');
    expect(html.match(/index-Ab12Cd\.js/g)).toHaveLength(1);
    // Stylesheets come after the picture, which paints without them (issue 34).
    expect(html.indexOf("public-showcase-page-X3.css")).toBeGreaterThan(html.indexOf("sk-grid"));
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="stylesheet"');
    // A static picture of the page inside #root: the company and the page's heading.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<span>${name}</span>`);
    expect(root).toContain(`<h1>${name} showcase</h1>`);
    // The first view is exactly what the public calls answer, as inert JSON no text can break out of.
    const data = html.match(/<script type="application\/json" id="showcase-bootstrap">([^<]*)<\/script>/);
    expect(data).not.toBeNull();
    const bootstrap = JSON.parse(data?.[1] ?? "");
    const list = await json(
      await t.request("POST", "/api/rmcreator/adsListById", {
        body: { companyId: company, limit: 8, page: 1 },
      }),
    );
    const categories = await json(
      await t.request("POST", "/api/rmcreator/adCategoriesById", { body: { company } }),
    );
    expect(bootstrap).toEqual({ companyId: company, list, categories });
    expect(bootstrap.list.company.name).toBe('Acme "Ads" <script>alert(1)</script> $& Co');
  });

  it("leaves the data out for another page or category, which the studio asks for itself", async () => {
    for (const query of ["?page=2", "?type=mini"]) {
      const html = await (await t.app.request(`/showcase/${company}${query}`)).text();
      expect(html).not.toContain('id="showcase-bootstrap"');
      expect(html).toContain("showcase</h1>");
    }
  });

  it("points og:image at a 1200×630 picture of the newest published ad, drawn on request", async () => {
    const admin = await signInSuperadmin(t);
    const created = await t.request("POST", "/api/ads/create", {
      token: admin,
      body: { name: "Spring banner", type: "mini", company },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const ad = (await json(created)).ad;
    const published = await t.request("POST", `/api/ads/publish/${ad._id}`, {
      token: admin,
      body: { revision: ad.revision },
    });
    expect(published.status, await published.clone().text()).toBe(200);

    const html = await (await t.app.request(`/showcase/${company}`)).text();
    const image = `https://studio.example.com/showcase/${company}/og-image.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const res = await t.app.request(`/showcase/${company}/og-image.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const bytes = Buffer.from(await res.arrayBuffer());
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    expect((await t.app.request("/showcase/00000000-0000-4000-8000-000000000000/og-image.png")).status).toBe(
      404,
    );
  });

  it("answers an unknown or malformed company with the studio page (its 404 screen) and status 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.app.request(`/showcase/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("<title>Adstudio</title>");
      expect(html).not.toContain("og:title");
    }
  });
});
