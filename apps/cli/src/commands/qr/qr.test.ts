import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { adminToken, call, tempDir, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let dir: string;
let adminKey: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  adminKey = admin.key;
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  dir = await tempDir("qr");
});

const file = async (name: string, text: string) => {
  const full = path.join(dir, name);
  await writeFile(full, text);
  return full;
};
const run = (...args: string[]) => cli(args, { env });

/** The stored link of a name through the API (undefined when there is none). */
async function stored(name: string) {
  const { status, body } = await call<{ qrLink: Record<string, unknown> }>("GET", `/api/qr/${name}`, {
    key: adminKey,
  });
  return status === 200 ? body.qrLink : undefined;
}

describe("adstudio qr: one link at a time", () => {
  it("create, get, list, update and delete", async () => {
    const created = await run(
      "qr",
      "create",
      "--name",
      "cli-one",
      "--target",
      "https://shop.example/one",
      "--json",
    );
    expect(created.code, created.stderr).toBe(0);
    const { qrLink } = JSON.parse(created.stdout);
    expect(qrLink).toMatchObject({
      id: "cli-one",
      type: "url",
      targetUrl: "https://shop.example/one",
      scanCount: 0,
    });
    expect(created.stderr).toContain(`Created QR link 'cli-one': ${qrLink.scanUrl}`);

    const got = await run("qr", "get", "cli-one");
    expect(got.stdout).toMatch(/Name:\s+cli-one/);
    expect(got.stdout).toMatch(new RegExp(`Scan URL:\\s+${qrLink.scanUrl}`));
    expect(JSON.parse((await run("qr", "get", qrLink._id, "--json")).stdout)).toEqual({ qrLink });

    const listed = await run("qr", "list", "--search", "cli-one");
    expect(listed.stdout.split("\n")[0]).toMatch(/^NAME\s+TYPE\s+SCANS\s+CODE\s+TARGET$/);
    expect(listed.stdout).toContain("cli-one");
    expect(listed.stderr).toContain("Showing 1-1 of 1 QR links.");
    const listJson = JSON.parse((await run("qr", "list", "--search", "cli-one", "--json")).stdout);
    expect(listJson).toMatchObject({ qrLink: [{ id: "cli-one" }], page: 1, total: 1 });

    const updated = await run("qr", "update", "cli-one", "--type", "text", "--target", "Hello", "--json");
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout).qrLink).toMatchObject({
      type: "text",
      targetUrl: "Hello",
      code: qrLink.code,
    });

    const deleted = await run("qr", "delete", "cli-one", "--json");
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: ["cli-one"] });
    const missing = await run("qr", "get", "cli-one");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("QR not found");
  });

  it("checks input with the spec's messages before sending, and usage errors exit 2", async () => {
    const blank = await run("qr", "create", "--target", "https://x.example");
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain("Name should not be blank.");
    const noUrl = await run("qr", "create", "--name", "cli-bad", "--target", "shop.example");
    expect(noUrl.stderr).toContain("URL should start with http:// or https://");
    expect(await stored("cli-bad")).toBeUndefined();
    expect((await run("qr", "update", "anything")).code).toBe(2);
    expect((await run("qr", "list", "--sort", "colour")).code).toBe(2);
    expect((await run("qr", "frobnicate")).code).toBe(2);
    const help = await run("qr", "import", "--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Examples:");
  });
});

describe("adstudio qr import / export", () => {
  const good = [
    "id,type,targetUrl",
    "imp-a,url,https://shop.example/a",
    'imp-b,text,"Line one, with a comma"',
    "imp-c,url,https://shop.example/c",
  ];

  it("a CSV with bad rows: each reported with its line and message, the rest written, exit 3", async () => {
    const csv = await file(
      "bad.csv",
      [
        "id,type,targetUrl",
        "bad-ok-1,url,https://shop.example/1",
        ",url,https://shop.example/2", // line 3: no name
        "bad-ok-2,text,hello",
        "bad-type,video,https://shop.example/4", // line 5
        'bad-multi,text,"two',
        'lines"', // lines 6-7: fine
        "bad-url,url,shop.example", // line 8
        "BAD-OK-1,url,https://shop.example/dup", // line 9: repeats line 2
      ].join("\n"),
    );
    const result = await run("qr", "import", csv);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("line 3: Name should not be blank.");
    expect(result.stderr).toContain("line 5: Select a type.");
    expect(result.stderr).toContain("line 8: URL should start with http:// or https://");
    expect(result.stderr).toContain("line 9: Duplicate id 'BAD-OK-1': already on line 2.");
    expect(result.stderr).toContain("QR links: 3 created, 0 updated, 0 unchanged, 4 failed (7 rows).");
    expect(await stored("bad-ok-1")).toMatchObject({ targetUrl: "https://shop.example/1" });
    expect(await stored("bad-multi")).toMatchObject({ targetUrl: "two\nlines" });
    for (const name of ["bad-type", "bad-url"]) expect(await stored(name)).toBeUndefined();

    const report = JSON.parse((await run("qr", "import", csv, "--json")).stdout);
    expect(report).toMatchObject({ rows: 7, created: 0, unchanged: 3, failed: 4 });
    expect(report.failures.map((f: { line: number }) => f.line)).toEqual([3, 5, 8, 9]);
  });

  it("--dry-run writes nothing and says what would happen", async () => {
    const csv = await file("dry.csv", good.join("\n").replaceAll("imp-", "dry-"));
    const dry = await run("qr", "import", csv, "--dry-run");
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain(
      "Dry run, nothing was written. QR links: would be 3 created, 0 updated, 0 unchanged, 0 failed (3 rows).",
    );
    for (const name of ["dry-a", "dry-b", "dry-c"]) expect(await stored(name)).toBeUndefined();
  });

  it("imports, then a re-import is a no-op, and a changed row is an update", async () => {
    const csv = await file("good.csv", `${good.join("\r\n")}\r\n`);
    const first = await run("qr", "import", csv);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain("3 created, 0 updated, 0 unchanged, 0 failed (3 rows)");
    const codes = await Promise.all(
      ["imp-a", "imp-b", "imp-c"].map(async (name) => (await stored(name))?.code),
    );

    const again = await run("qr", "import", csv);
    expect(again.stderr).toContain("0 created, 0 updated, 3 unchanged, 0 failed");
    const changed = await file(
      "changed.csv",
      good.join("\n").replace("https://shop.example/c", "https://shop.example/c2"),
    );
    expect((await run("qr", "import", changed)).stderr).toContain("0 created, 1 updated, 2 unchanged");
    expect(
      await Promise.all(["imp-a", "imp-b", "imp-c"].map(async (name) => (await stored(name))?.code)),
    ).toEqual(codes);
  });

  /** Exports to a file named `name`, imports it back, and answers what was written and reported. */
  async function roundTrip(name: string, ...options: string[]) {
    const out = path.join(dir, name);
    const exported = await run("qr", "export", "-o", out, ...options);
    expect(exported.code, exported.stderr).toBe(0);
    const text = await readFile(out, "utf8");
    const back = await run("qr", "import", out, "--json");
    expect(back.code, back.stderr).toBe(0);
    return { out, stderr: exported.stderr, text, report: JSON.parse(back.stdout) };
  }

  it("export → import round trip in CSV and JSON changes nothing", async () => {
    const csv = await roundTrip("export.csv");
    expect(csv.stderr).toMatch(
      new RegExp(`Exported \\d+ QR links to ${csv.out.replaceAll(".", "\\.")} \\(csv\\)`),
    );
    expect(csv.text.split("\n")[0]).toBe("id,type,targetUrl,code,scanCount");
    const json = await roundTrip("export.json");
    expect(json.stderr).toMatch(
      new RegExp(`Exported \\d+ QR links to ${json.out.replaceAll(".", "\\.")} \\(json\\)`),
    );
    expect(JSON.parse(json.text)[0]).toHaveProperty("targetUrl");
    for (const { report } of [csv, json]) {
      expect(report.created + report.updated + report.failed).toBe(0);
      expect(report.unchanged).toBe(report.rows);
      expect(report.rows).toBeGreaterThanOrEqual(6);
    }
    const toStdout = await run("qr", "export", "--json");
    expect(Array.isArray(JSON.parse(toStdout.stdout))).toBe(true);
  });

  it("CSV exports neutralise formulas with a ' that import takes off again; --bom adds a BOM", async () => {
    const links = [
      { id: "fx-link", type: "text", targetUrl: '=HYPERLINK("https://evil.example","Click")' },
      { id: "fx-minus", type: "text", targetUrl: "-5" },
      { id: "fx-plus", type: "text", targetUrl: "+49 30 1234567" },
      { id: "fx-at", type: "text", targetUrl: "@SUM(A1:A9)" },
      { id: "fx-quoted", type: "text", targetUrl: "'=1+1" },
      { id: "fx-plain", type: "text", targetUrl: "it's 5-0" },
    ];
    const seeded = await run("qr", "import", await file("fx.json", JSON.stringify(links)));
    expect(seeded.code, seeded.stderr).toBe(0);

    const { text, report } = await roundTrip("fx.csv", "--bom");
    expect(text.startsWith("\ufeffid,type,targetUrl,code,scanCount\n")).toBe(true);
    const cells = new Map(text.split("\n").map((line) => [line.split(",")[0], line]));
    expect(cells.get("fx-link")).toMatch(
      /^fx-link,text,"'=HYPERLINK\(""https:\/\/evil\.example"",""Click""\)",/,
    );
    expect(cells.get("fx-minus")).toMatch(/^fx-minus,text,'-5,/);
    expect(cells.get("fx-plus")).toMatch(/^fx-plus,text,'\+49 30 1234567,/);
    expect(cells.get("fx-at")).toMatch(/^fx-at,text,'@SUM\(A1:A9\),/);
    expect(cells.get("fx-quoted")).toMatch(/^fx-quoted,text,''=1\+1,/);
    expect(cells.get("fx-plain")).toMatch(/^fx-plain,text,it's 5-0,/);
    expect(report).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(report.unchanged).toBe(report.rows);
    for (const { id, targetUrl } of links) expect((await stored(id))?.targetUrl).toBe(targetUrl);

    const jsonWithBom = await run("qr", "export", "--json", "--bom");
    expect(jsonWithBom.code).toBe(2);
    expect(jsonWithBom.stderr).toContain("--bom applies to CSV exports only");
    const help = await run("qr", "export", "--help");
    expect(help.stdout).toContain("No BOM unless --bom");
    expect(help.stdout).toContain("CSV cells that start with =, +, -, @, a tab or a carriage return");
  });

  it("sends batches a few at a time with progress, and reports rows the server refused by line", async () => {
    const token = await adminToken();
    const role = await call("POST", "/api/roles/create", {
      token,
      body: {
        roleName: "cli-qr-updater",
        moduleRoles: ["readMenuCollection", "updateMenuCollection", "secretKey"],
      },
    });
    expect(role.status).toBe(201);
    const updater = await testUser("cli-qr-updater", "cli-qr-updater");
    const csv = await file(
      "mixed.csv",
      [
        "id,type,targetUrl",
        "imp-a,url,https://shop.example/a2", // exists: updated
        "new-1,url,https://shop.example/n1", // new: refused (no createMenuCollection)
        "imp-b,text,Changed",
        "imp-c,url,https://shop.example/c2", // unchanged
        "new-2,url,https://shop.example/n2",
      ].join("\n"),
    );
    const result = await cli(["qr", "import", csv, "--batch-size", "2"], {
      env: { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: updater.key },
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("Importing QR links: 5/5 rows");
    const refused = result.stderr.split("\n").filter((line) => line.startsWith("error:"));
    expect(refused).toEqual([
      "error: line 3: You do not have permission to create QR links.",
      "error: line 6: You do not have permission to create QR links.",
    ]);
    expect(result.stderr).toContain("0 created, 2 updated, 1 unchanged, 2 failed (5 rows)");
    expect(await stored("new-1")).toBeUndefined();
    expect((await stored("imp-b"))?.targetUrl).toBe("Changed");
  });

  it("stores Excel's Windows-1252 CSV as written: €, –, curly quotes, detected or with --encoding", async () => {
    const text = "Precio: 3,50 € – Señor “quoted” l’été";
    // Excel's plain "CSV" (Spanish/French Windows): semicolons, CRLF, Windows-1252 bytes.
    const bytes = (id: string) =>
      Buffer.concat([
        Buffer.from(`id;type;targetUrl\r\n${id};text;Precio: 3,50 `),
        Buffer.from([0x80, 0x20, 0x96]),
        Buffer.from(" Se\xf1or ", "latin1"),
        Buffer.from([0x93, ...Buffer.from("quoted"), 0x94, 0x20, 0x6c, 0x92, 0xe9, 0x74, 0xe9, 0x0d, 0x0a]),
      ]);
    for (const [id, options] of [
      ["senor-euro", []],
      ["senor-euro-forced", ["--encoding", "windows-1252"]],
    ] as const) {
      const csv = path.join(dir, `${id}.csv`);
      await writeFile(csv, bytes(id));
      const result = await run("qr", "import", csv, ...options);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain("as windows-1252, separated by ';'");
      expect((await stored(id))?.targetUrl).toBe(text);
    }
  });

  it("reads JSON from stdin, reporting the line of each bad record", async () => {
    const json = `[\n  {"id": "std-a", "type": "url", "targetUrl": "https://a.example"},\n  {\n    "id": "std-b",\n    "type": "url"\n  }\n]\n`;
    const result = await cli(["qr", "import", "-"], { env, stdin: json });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("line 3: URL/Text Value Should not be empty.");
    expect(await stored("std-a")).toBeDefined();
  });

  it("refuses a CSV without the id column or a broken file (exit 1), or a missing one (exit 2), before sending anything", async () => {
    const noId = await run(
      "qr",
      "import",
      await file("noid.csv", "name,type,targetUrl\nx,url,https://x.example\n"),
    );
    expect(noId.code).toBe(1);
    expect(noId.stderr).toContain("has no id column");
    const broken = await run("qr", "import", await file("broken.csv", 'id,type,targetUrl\n"open,url,x\n'));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("line 2: a quoted field is never closed");
    const missing = await run("qr", "import", path.join(dir, "missing.csv"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing.csv: no such file or folder.");
  });
});
