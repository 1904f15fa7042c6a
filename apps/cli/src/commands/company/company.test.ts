import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { call, tempDir, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let dir: string;
let adminKey: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  adminKey = admin.key;
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  dir = await tempDir("company");
});

const run = (...args: string[]) => cli(args, { env });
const file = async (name: string, text: string) => {
  const full = path.join(dir, name);
  await writeFile(full, text);
  return full;
};

async function stored(shortName: string) {
  const { body } = await call<{ company: Array<Record<string, unknown>> }>(
    "GET",
    `/api/company?search=${encodeURIComponent(shortName)}&limit=100`,
    { key: adminKey },
  );
  return body.company.find((c) => String(c.shortName).toLowerCase() === shortName.toLowerCase());
}

const REQUIRED = [
  "--domains",
  "acme.example",
  "--country",
  "IN",
  "--city",
  "Mumbai",
  "--address",
  "1 Marine Drive",
];
const HEADER =
  "name,shortName,domains,address,country,city,state,pin,phone,mobile,contactPerson.name,contactPerson.email,contactPerson.phone,contactPerson.mobile,status";

describe("adstudio company: one company at a time", () => {
  it("create, get (by short name), list, update and delete", async () => {
    const created = await run(
      "company",
      "create",
      "--name",
      "CLI Media",
      "--short-name",
      "cli-media",
      ...REQUIRED,
      "--mobile",
      "+919876543210",
      "--contact-email",
      "ops@acme.example",
      "--json",
    );
    expect(created.code, created.stderr).toBe(0);
    const { company } = JSON.parse(created.stdout);
    expect(company).toMatchObject({ shortName: "cli-media", domains: ["acme.example"], status: true });

    const got = await run("company", "get", "CLI-MEDIA");
    expect(got.stdout).toMatch(/Short name:\s+cli-media/);
    expect(got.stdout).toMatch(/Contact:\s+ops@acme.example/);
    expect(JSON.parse((await run("company", "get", company._id, "--json")).stdout)).toEqual({ company });

    const listed = await run("company", "list", "--search", "cli-media");
    expect(listed.stdout.trim()).toMatch(
      /^SHORT NAME\s+NAME\s+COUNTRY\s+CITY\s+STATUS\s+DOMAINS\ncli-media\s+CLI Media\s+IN\s+Mumbai\s+active\s+acme.example$/,
    );

    const updated = await run(
      "company",
      "update",
      "cli-media",
      "--city",
      "Pune",
      "--status",
      "inactive",
      "--json",
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout).company).toMatchObject({
      city: "Pune",
      status: false,
      name: "CLI Media",
    });

    expect((await run("company", "delete", "cli-media")).code).toBe(0);
    expect(await stored("cli-media")).toBeUndefined();
    expect((await run("company", "get", "cli-media")).code).toBe(1);
  });

  it("answers the spec's first failing check before sending anything", async () => {
    const result = await run(
      "company",
      "create",
      "--name",
      "No Short Name",
      ...REQUIRED,
      "--mobile",
      "+919876543210",
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Short name should not be blank.");
    const noPhone = await run("company", "create", "--name", "X", "--short-name", "cli-x", ...REQUIRED);
    expect(noPhone.stderr).toContain("Mobile should not be blank.");
  });
});

describe("adstudio company import / export", () => {
  const row = (shortName: string, overrides: Partial<Record<string, string>> = {}) => {
    const values: Record<string, string> = {
      name: `Company ${shortName}`,
      shortName,
      domains: '"a.example,b.example"',
      address: '"1 Main Road, Fort"',
      country: "IN",
      city: "Mumbai",
      state: "MH",
      pin: "400001",
      phone: "+912212345678",
      mobile: "+919876543210",
      "contactPerson.name": "Asha",
      "contactPerson.email": "asha@a.example",
      "contactPerson.phone": "",
      "contactPerson.mobile": "",
      status: "true",
      ...overrides,
    };
    return HEADER.split(",")
      .map((column) => values[column] ?? "")
      .join(",");
  };

  /** Exports to a file named `name`, imports it back, and answers what was written and reported. */
  async function roundTrip(name: string, ...options: string[]) {
    const out = path.join(dir, name);
    const exported = await run("company", "export", "-o", out, ...options);
    expect(exported.code, exported.stderr).toBe(0);
    const back = await run("company", "import", out, "--json");
    expect(back.code, back.stderr).toBe(0);
    return { text: await readFile(out, "utf8"), back: JSON.parse(back.stdout) };
  }

  it("imports Excel's Windows-1252 CSV and a semicolon-separated file with their accents intact", async () => {
    const semicolons = (line: string) =>
      line.replace(/"([^"]*)"|,/g, (match, quoted) => (quoted !== undefined ? match : ";"));
    const lines = [HEADER, row("imp-1252", { name: "Café crème", city: "Zürich" })].map(semicolons);
    const csv = path.join(dir, "excel-western.csv");
    await writeFile(csv, Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1"));
    const result = await run("company", "import", csv);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("reading");
    expect(result.stderr).toContain("as windows-1252, separated by ';'");
    expect(await stored("imp-1252")).toMatchObject({
      name: "Café crème",
      city: "Zürich",
      domains: ["a.example", "b.example"],
    });
    const forced = await run("company", "import", csv, "--delimiter", "comma", "--dry-run");
    expect(forced.code).toBe(1);
    expect(forced.stderr).toContain("(the header looks separated by ';': try --delimiter ';')");
  });

  it("import --help says what a row needs, and a row without any one of those fails", async () => {
    const help = await run("company", "import", "--help");
    expect(help.stdout.replace(/\s+/g, " ")).toContain(
      "A row needs name, shortName, domains, country (2-letter code), city, address, and phone and mobile (one of the two is enough when it has 12+ characters with its dial code: +919876543210); a contactPerson.email must be valid.",
    );
    expect(help.stdout).not.toContain("name and shortName required");
    const csv = await file(
      "needs.csv",
      [
        HEADER,
        row("need-domains", { domains: "" }),
        row("need-country", { country: "" }),
        row("need-city", { city: "" }),
        row("need-address", { address: "" }),
        row("need-both", { phone: "", mobile: "" }),
        row("need-short-mobile", { phone: "", mobile: "+9198765" }),
        row("need-long-mobile", { phone: "", mobile: "+919876543210" }),
        row("need-long-phone", { phone: "+912212345678", mobile: "" }),
      ].join("\n"),
    );
    const dry = await run("company", "import", csv, "--dry-run", "--json");
    expect(dry.code).toBe(3);
    const report = JSON.parse(dry.stdout);
    expect(report).toMatchObject({ created: 2, failed: 6 });
    expect(report.failures.map((f: { line: number; message: string }) => `${f.line} ${f.message}`)).toEqual([
      "2 Domains should not be blank.",
      "3 Country should not be blank.",
      "4 City should not be blank.",
      "5 Address should not be blank.",
      "6 Mobile should not be blank.",
      "7 Phone should not be blank.",
    ]);
  });

  it("bad rows are reported by line with the spec's messages and not written; exit 3", async () => {
    const csv = await file(
      "bad.csv",
      [
        HEADER,
        row("imp-ok"),
        row("imp-noname", { name: "" }),
        row("imp-nocity", { city: "", address: "" }),
        row("imp-mail", { "contactPerson.email": "nope" }),
        row("imp-status", { status: "maybe" }),
      ].join("\n"),
    );
    const dry = await run("company", "import", csv, "--dry-run", "--json");
    expect(dry.code).toBe(3);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, created: 1, failed: 4 });
    expect(dry.stderr).toContain(
      "Dry run, nothing was written. Companies: would be 1 created, 0 updated, 0 unchanged, 4 failed (5 rows).",
    );
    expect(await stored("imp-ok")).toBeUndefined();

    const result = await run("company", "import", csv);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("line 3: Name should not be blank.");
    expect(result.stderr).toContain("line 4: City should not be blank.");
    expect(result.stderr).toContain("line 5: Contact Person Email is not valid.");
    expect(result.stderr).toContain("line 6: Status must be true or false.");
    expect(result.stderr).toContain("Companies: 1 created, 0 updated, 0 unchanged, 4 failed (5 rows).");
    expect(await stored("imp-ok")).toMatchObject({
      domains: ["a.example", "b.example"],
      address: "1 Main Road, Fort",
    });
    for (const name of ["imp-noname", "imp-nocity", "imp-mail", "imp-status"])
      expect(await stored(name)).toBeUndefined();
  });

  it("re-import is a no-op; export → import round trip in CSV and JSON changes nothing", async () => {
    const csv = await file(
      "good.csv",
      [HEADER, row("rt-a"), row("rt-b", { status: "false", state: "" })].join("\n"),
    );
    expect((await run("company", "import", csv)).stderr).toContain(
      "2 created, 0 updated, 0 unchanged, 0 failed",
    );
    const again = await run("company", "import", csv);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("0 created, 0 updated, 2 unchanged, 0 failed");

    const asCsv = await roundTrip("companies.csv");
    expect(asCsv.text.split("\n")[0]).toBe(HEADER);
    const asJson = await roundTrip("companies.json");
    expect(JSON.parse(asJson.text)[0]).toHaveProperty("shortName");
    for (const { back } of [asCsv, asJson]) {
      expect(back).toMatchObject({ created: 0, updated: 0, failed: 0 });
      expect(back.unchanged).toBe(back.rows);
      expect(back.rows).toBeGreaterThanOrEqual(3);
    }
  });

  it("a formula in a company name is exported with a ' (with a BOM on --bom) and imports back unchanged", async () => {
    const name = "=cmd|' /C calc'!A0";
    const seeded = await run(
      "company",
      "import",
      await file("fx.csv", [HEADER, row("fx-calc", { name: `"'${name}"`, address: "-5" })].join("\n")),
    );
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(await stored("fx-calc")).toMatchObject({ name, address: "-5" });

    const { text, back } = await roundTrip("fx-companies.csv", "--bom");
    expect(text.startsWith(`\ufeff${HEADER}\n`)).toBe(true);
    const line = text.split("\n").find((l) => l.startsWith("'=cmd|"));
    expect(line).toBe(
      "'=cmd|' /C calc'!A0,fx-calc,\"a.example,b.example\",'-5,IN,Mumbai,MH,400001,'+912212345678,'+919876543210,Asha,asha@a.example,,,true",
    );
    expect(back).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(await stored("fx-calc")).toMatchObject({ name, address: "-5", phone: "+912212345678" });
  });
});
