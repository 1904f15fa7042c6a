import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CliIo } from "./io.js";
import { formatTable, Output } from "./output.js";

function io(tty: boolean, env: Record<string, string> = {}) {
  const written = { stdout: "", stderr: "" };
  const value: CliIo = {
    stdout: { write: (chunk: string) => (written.stdout += chunk), isTTY: tty },
    stderr: { write: (chunk: string) => (written.stderr += chunk), isTTY: tty },
    stdin: Readable.from([]),
    env,
    cwd: "/",
  };
  return { value, written };
}

describe("Output", () => {
  it("colours messages only on terminals without NO_COLOR", () => {
    const terminal = io(true);
    new Output(terminal.value).error("boom");
    expect(terminal.written.stderr).toBe("\x1b[31merror:\x1b[39m boom\n");
    for (const plain of [io(false), io(true, { NO_COLOR: "1" })]) {
      const out = new Output(plain.value);
      expect(out.interactive).toBe(false);
      out.error("boom");
      expect(plain.written.stderr).toBe("error: boom\n");
    }
  });

  it("keeps data on stdout and messages on stderr", () => {
    const { value, written } = io(false);
    const out = new Output(value);
    out.json({ a: 1 });
    out.info("note");
    expect(written).toEqual({ stdout: '{\n  "a": 1\n}\n', stderr: "note\n" });
  });
});

describe("formatTable", () => {
  it("aligns columns and leaves the last one unpadded", () => {
    expect(
      formatTable(
        ["A", "LONG"],
        [
          ["xyz", "1"],
          ["q", "22"],
        ],
      ),
    ).toBe("A    LONG\nxyz  1\nq    22");
  });
});
