import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test-support/test-app.js";

/**
 * Migration 0025 on a database seeded before the html5 layer existed: the six place-and-size elements as
 * seeded then (every other layer kind) gain html5; one an admin narrowed keeps what they set.
 */
const MIGRATION = readFileSync(
  new URL("../../drizzle/0025_html5_layer_place_fields.sql", import.meta.url),
  "utf8",
);
const BEFORE_HTML5 = ["image", "link", "text", "video", "container", "feature"];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const layersOf = async (element: string) =>
  (
    await t.deps.database.pool.query<{ layers: string[] }>(
      "select layers from form_elements where element = $1",
      [element],
    )
  ).rows.map((row) => row.layers);

describe("migration 0025: html5 layers get their place and size fields", () => {
  it("adds html5 where the element still offers every layer kind, and leaves a narrowed one alone", async () => {
    const { pool } = t.deps.database;
    await pool.query("update form_elements set layers = $1 where element in ('width', 'postop')", [
      BEFORE_HTML5,
    ]);
    await pool.query("update form_elements set layers = '{image}' where element = 'posleft'");

    await pool.query(MIGRATION);
    await pool.query(MIGRATION); // a second run changes nothing

    expect(await layersOf("width")).toEqual([[...BEFORE_HTML5, "html5"]]);
    expect(await layersOf("postop")).toEqual([[...BEFORE_HTML5, "html5"]]);
    expect(await layersOf("posleft")).toEqual([["image"]]);
    expect(await layersOf("background")).not.toContainEqual(expect.arrayContaining(["html5"]));
  });
});
