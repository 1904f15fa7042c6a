import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { validCompany } from "../company/test-company.js";

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
    const name = "Acme &#34;Ads&#34; &#60;script&#62;alert(1)&#60;/script&#62; $&#38; Co";
    expect(html).toContain(`<title>${name} showcase</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} showcase" />`);
    expect(html).toContain(
      `<meta property="og:url" content="https://studio.example.com/showcase/${company}" />`,
    );
    expect(html).toContain('<meta property="og:description" content="0 playable ads by Acme');
    expect(html).not.toContain("<script>alert(1)");
    // The app still loads.
    expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd.js"></script>');
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
