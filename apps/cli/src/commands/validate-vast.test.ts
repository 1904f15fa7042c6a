import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../test-support/accounts.js";
import { cli } from "../test-support/run-cli.js";

/** The CTV sample the studio ships, as the studio serves it (root-relative addresses made absolute). */
const SAMPLE = path.resolve(import.meta.dirname, "../../../api/creatives/samples/ctv-instream/vast.xml");
const UNIVERSAL_AD_ID = /\s*<UniversalAdId idRegistry="unknown">unknown<\/UniversalAdId>/;
const ADVERTISER = /\s*<Advertiser>Adstudio<\/Advertiser>/;

let dir: string;
beforeAll(async () => {
  dir = await tempDir("validate-vast");
  const served = (await readFile(SAMPLE, "utf8")).replaceAll(
    "<![CDATA[/",
    "<![CDATA[https://studio.example/",
  );
  await writeFile(path.join(dir, "sample.xml"), served);
  // The order the sample once shipped in: UniversalAdId first in its Creative, Advertiser last in InLine.
  const misordered = served
    .replace(UNIVERSAL_AD_ID, "")
    .replace("<Linear>", '<UniversalAdId idRegistry="unknown">unknown</UniversalAdId>\n<Linear>')
    .replace(ADVERTISER, "")
    .replace("</Description>", "</Description>\n<Advertiser>Adstudio</Advertiser>");
  await writeFile(path.join(dir, "misordered.xml"), misordered);
  await writeFile(path.join(dir, "no-id.xml"), served.replace(UNIVERSAL_AD_ID, ""));
  await writeFile(
    path.join(dir, "made-up-registry.xml"),
    served.replace('idRegistry="unknown"', 'idRegistry="adstudio-ids"'),
  );
  await writeFile(path.join(dir, "trailing-junk.xml"), `${served.trimEnd()}\n<junk`);
  await writeFile(path.join(dir, "truncated.xml"), '<VAST version="4.2"><Ad><InLine>');
});

const run = (...args: string[]) => cli(["validate", ...args], { cwd: dir });

describe("adstudio validate: VAST 4.2 order and UniversalAdId", () => {
  it("exits 0 for the shipped CTV sample as served", async () => {
    const res = await run("sample.xml");
    expect(res.stdout).toBe("");
    expect(res.code, res.stderr).toBe(0);
  });

  it("exits 1 for the sample's old order, naming both misplaced elements", async () => {
    const res = await run("misordered.xml");
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      "error  misordered.xml › VAST.Ad[0].InLine: <Advertiser> must come before <Creatives>: the IAB VAST 4.2 schema orders <InLine> as AdSystem, Error, Extensions, Impression, Pricing, ViewableImpression, AdServingId, AdTitle, AdVerifications, Advertiser, Category, Creatives, Description, Expires, Survey. (vast-order)",
    );
    expect(res.stdout).toContain(
      "error  misordered.xml › VAST.Ad[0].InLine.Creatives.Creative[0]: <Linear> must come before <UniversalAdId>: the IAB VAST 4.2 schema orders <Creative> as CompanionAds, CreativeExtensions, Linear, NonLinearAds, UniversalAdId. (vast-order)",
    );
  });

  it("exits 1 for a creative without a UniversalAdId", async () => {
    const res = await run("no-id.xml");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      'error  no-id.xml › VAST.Ad[0].InLine.Creatives.Creative[0]: A VAST 4 <Creative> needs a <UniversalAdId idRegistry="…">: the id filed with an ad registry (such as ad-id.org), or idRegistry="unknown" and the value unknown when the ad is not registered. (vast-universal-ad-id)',
    );
  });

  it("exits 1 for a UniversalAdId whose registry is made up", async () => {
    const res = await run("made-up-registry.xml");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      'error  made-up-registry.xml › VAST.Ad[0].InLine.Creatives.Creative[0]: idRegistry "adstudio-ids" is not an ad registry: name the one the id is filed with (ad-id.org, arpp.org), or use "unknown" in both when the ad is not registered. (vast-universal-ad-id)',
    );
  });

  it("exits 1 for a tag followed by junk, saying it is not well-formed and where", async () => {
    const lines = (await readFile(path.join(dir, "trailing-junk.xml"), "utf8")).split("\n").length;
    const res = await run("trailing-junk.xml");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      `error  trailing-junk.xml: The file is not well-formed XML: unexpected end at line ${lines}, column 5. (xml)`,
    );
  });

  it("exits 1 for a truncated tag with only the well-formedness error, not what it lacks", async () => {
    const res = await run("truncated.xml");
    expect(res.code).toBe(1);
    expect(res.stdout.trim()).toBe(
      "error  truncated.xml: The file is not well-formed XML: unclosed tag: InLine at line 1, column 32. (xml)",
    );
  });
});
