import { beforeAll, describe, expect, inject, it } from "vitest";
import { testCompany, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let company: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  company = await testCompany(admin.key, "CLI Comments Co", "clicmts");
});

const run = (...args: string[]) => cli(args, { env });

async function createAd(name: string): Promise<string> {
  const created = await run("ad", "create", "--name", name, "--type", "mini", "--company", company, "--json");
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).ad._id;
}

describe("adstudio ad comments", () => {
  it("pins a comment, replies, lists the threads, resolves and reopens", async () => {
    const id = await createAd("CLI commented");
    const empty = await run("ad", "comments", id);
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stderr).toContain("Version 0 (current: 0): 0 open, 0 resolved.");
    expect(empty.stdout).toBe("");

    const added = await run(
      "ad",
      "comments",
      id,
      "--add",
      "Bigger logo, please\n<b>now</b>",
      "--size",
      "sz300x250",
      "--x",
      "0.5",
      "--y",
      "0.25",
      "--json",
    );
    expect(added.code, added.stderr).toBe(0);
    const thread = JSON.parse(added.stdout).comment;
    expect(thread.pin).toEqual({ size: "sz300x250", page: null, x: 0.5, y: 0.25, layer: null });

    const reply = await run("ad", "comments", id, "--add", "On it", "--reply", thread._id);
    expect(reply.code, reply.stderr).toBe(0);
    expect(reply.stderr).toMatch(/Comment [0-9a-f-]{36} added on version 0\./);

    const listed = await run("ad", "comments", id, "--version", "0");
    expect(listed.stderr).toContain("Version 0 (current: 0): 1 open, 0 resolved.");
    const lines = listed.stdout.split("\n");
    expect(lines[0]).toBe(`${thread._id}  [open]  sz300x250 at 50%, 25%`);
    expect(lines.slice(2, 4)).toEqual(["  Bigger logo, please", "  <b>now</b>"]);
    expect(lines[4]).toMatch(/^ {2}↳ [0-9a-f-]{36} {2}.+ · \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lines[5]).toBe("    On it");

    const resolved = await run("ad", "comments", id, "--resolve", thread._id);
    expect(resolved.code, resolved.stderr).toBe(0);
    expect(resolved.stderr).toContain(`Resolved on version 0: ${thread._id}.`);
    expect((await run("ad", "comments", id)).stdout).toContain("[resolved by ");
    const reopened = await run("ad", "comments", id, "--reopen", thread._id);
    expect(reopened.stderr).toContain(`Reopened: ${thread._id}.`);
  });

  it("lists a share link reviewer's comment with their name, marked as a reviewer's", async () => {
    const id = await createAd("CLI reviewed");
    const made = await run("ad", "share", id, "--mode", "comment");
    expect(made.code, made.stderr).toBe(0);
    const token = made.stdout.trim().split("/").pop() ?? "";
    const posted = await fetch(`${inject("apiUrl")}/api/review/comments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-review-token": token },
      body: JSON.stringify({ body: "Price too small", size: "sz300x250", x: 0.5, y: 0.5, name: "Lee Legal" }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const listed = await run("ad", "comments", id);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain("  Lee Legal (reviewer) · ");
    expect(listed.stdout).toContain("  Price too small");
  });

  it("exits 1 with the server's message for a bad comment, 2 for options that do not fit", async () => {
    const id = await createAd("CLI refused comments");
    const unpinned = await run("ad", "comments", id, "--add", "Where?");
    expect(unpinned.code).toBe(1);
    expect(unpinned.stderr).toContain("Pin the comment to a point of one of the ad's sizes, or to a layer.");
    const off = await run(
      "ad",
      "comments",
      id,
      "--add",
      "Off",
      "--size",
      "sz300x250",
      "--x",
      "2",
      "--y",
      "0",
    );
    expect(off.code).toBe(1);
    expect(off.stderr).toContain("A pin's x and y are fractions from 0 to 1.");
    const future = await run("ad", "comments", id, "--version", "4");
    expect(future.code).toBe(1);
    expect(future.stderr).toContain("Choose one of the ad's review versions (0 for the draft).");

    const notNumber = await run("ad", "comments", id, "--add", "Hi", "--size", "sz300x250", "--x", "left");
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain("--x is a fraction of the size from 0 to 1, such as 0.5.");
    const stray = await run("ad", "comments", id, "--size", "sz300x250");
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain("--size goes with --add.");
  });
});
