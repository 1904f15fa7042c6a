import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document.js";

const REDOCLY = fileURLToPath(new URL("../../../node_modules/.bin/redocly", import.meta.url));

/**
 * Redocly's recommended rules, with examples that do not match their schema raised from a warning to an
 * error: an example is what a reader copies, so a wrong one is a defect.
 */
const CONFIG = "extends:\n  - recommended\nrules:\n  no-invalid-media-type-examples: error\n";

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{
    ruleId: string;
    severity: string;
    message: string;
    location: Array<{ pointer: string }>;
  }>;
}

interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        cwd,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: "off",
          REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
          NO_COLOR: "1",
        },
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}

/** `error no-invalid-media-type-examples #/paths/…: Example value must conform…`, one per line. */
function describeProblems(report: LintReport): string {
  return report.problems
    .map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`)
    .join("\n");
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-redocly-"));
  await writeFile(path.join(dir, "openapi.json"), JSON.stringify(buildOpenApiDocument(), null, 2));
  await writeFile(path.join(dir, "redocly.yaml"), CONFIG);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the generated OpenAPI document", () => {
  it("passes Redocly's recommended rules with no errors", async () => {
    const { exitCode, stdout, stderr } = await run(REDOCLY, ["lint", "openapi.json", "--format=json"], dir);
    let report: LintReport;
    try {
      report = JSON.parse(stdout) as LintReport;
    } catch {
      throw new Error(`redocly lint did not report JSON (exit ${exitCode}):\n${stdout}\n${stderr}`);
    }
    const problems = describeProblems(report);
    expect(report.totals.errors, problems).toBe(0);
    expect(exitCode, problems).toBe(0);
  }, 60_000);

  it("fails on an example that does not match its schema: the check can fail", async () => {
    const broken = buildOpenApiDocument();
    const list = broken.paths["/api/qr"]?.get as {
      responses: Record<string, { content: Record<string, { example: unknown }> }>;
    };
    const answer = list.responses["200"]?.content["application/json"];
    if (!answer) throw new Error("GET /api/qr documents no JSON answer");
    answer.example = { qrLink: [], page: 1, total: "many" };
    await writeFile(path.join(dir, "broken.json"), JSON.stringify(broken));
    const { exitCode, stdout } = await run(REDOCLY, ["lint", "broken.json", "--format=json"], dir);
    expect(exitCode).not.toBe(0);
    const report = JSON.parse(stdout) as LintReport;
    expect(report.problems.map((p) => p.ruleId)).toContain("no-invalid-media-type-examples");
  }, 60_000);
});
