import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document.js";

/**
 * A third-party client generates its types from /api/openapi.json with openapi-typescript (as docs/api.md
 * shows). These snippets use them the way such a client would.
 */
const CLIENT = `import type { paths } from "./adstudio";

type Json<Op, Status extends number> = Op extends { responses: { [S in Status]: { content: { "application/json": infer B } } } }
  ? B
  : never;
export type CreatedQr = Json<paths["/api/qr/create"]["post"], 201>;
export type QrPage = Json<paths["/api/qr"]["get"], 200>;
export type NewQr = paths["/api/qr/create"]["post"]["requestBody"]["content"]["application/json"];

export declare function createQr(input: NewQr): Promise<CreatedQr>;
export declare function listQrLinks(): Promise<QrPage>;
`;

const TYPED = `import { createQr, listQrLinks } from "./client";

export async function use(): Promise<void> {
  const scanUrl: string = (await createQr({ id: "poster", type: "url", targetUrl: "https://example.com/" })).qrLink.scanUrl;
  const total: number = (await listQrLinks()).total;
  const kind: "url" | "text" = (await listQrLinks()).qrLink[0]?.type ?? "url";
}
`;

/** Each line here is wrong and must be reported on its own. */
const MISTYPED = `import { createQr, listQrLinks } from "./client";

export async function use(): Promise<void> {
  const scanUrl: number = (await createQr({ id: "poster", type: "url", targetUrl: "https://example.com/" })).qrLink.scanUrl;
  const total: string = (await listQrLinks()).total;
  await createQr({ id: "poster", type: "pdf", targetUrl: "https://example.com/" });
}
`;

let dir: string;
/** Type errors of both snippets, checked once (a program takes seconds). */
let errors: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "adstudio-typed-client-"));
  const ast = await openapiTS(buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0]);
  await writeFile(path.join(dir, "adstudio.d.ts"), astToString(ast));
  await writeFile(path.join(dir, "client.ts"), CLIENT);
  await writeFile(path.join(dir, "typed.ts"), TYPED);
  await writeFile(path.join(dir, "mistyped.ts"), MISTYPED);
  errors = typeErrors();
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Type errors of the snippets (with the generated types and the client), as `file:line message`. */
function typeErrors(): string[] {
  const program = ts.createProgram(
    ["typed.ts", "mistyped.ts"].map((file) => path.join(dir, file)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts"],
      types: [],
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? `${path.basename(diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1}`
        : "";
    return `${where} ${message}`;
  });
}

describe("types generated from the document with openapi-typescript", () => {
  it("type a client's answers: scanUrl a string, a list's total a number, the QR type its enum", () => {
    expect(errors.filter((error) => !error.startsWith("mistyped.ts:"))).toEqual([]);
  });

  it("refuse a client that reads them as something else", () => {
    expect(errors.filter((error) => error.startsWith("mistyped.ts:"))).toEqual([
      expect.stringMatching(/^mistyped\.ts:4 Type 'string' is not assignable to type 'number'/),
      expect.stringMatching(/^mistyped\.ts:5 Type 'number' is not assignable to type 'string'/),
      expect.stringMatching(
        /^mistyped\.ts:6 Type '"pdf"' is not assignable to type '("url" \| "text"|"text" \| "url")'/,
      ),
    ]);
  });
});
