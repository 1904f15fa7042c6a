import { Parser } from "htmlparser2";
import { type Issue, issue } from "./types";
import { orderProblems, VAST_SEQUENCES, type VastSequenceParent } from "./vast-order";
import { xmlError } from "./xml-well-formed";

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

function parseXml(xml: string): XmlElement | null {
  const root: XmlElement = { name: "#root", attributes: {}, text: "", children: [] };
  const stack: XmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: XmlElement = { name, attributes, text: "", children: [] };
        stack.at(-1)?.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        const top = stack.at(-1);
        if (top) top.text += text;
      },
      oncdatastart() {},
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(xml);
  parser.end();
  return root.children.find((c) => c.name === "VAST") ?? null;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
const all = (element: XmlElement, name: string): XmlElement[] =>
  element.children.flatMap((c) => (c.name === name ? [c, ...all(c, name)] : all(c, name)));

const children = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** `element`'s children out of the IAB VAST 4.2 schema's order, one issue each. */
function orderIssues(parent: VastSequenceParent, element: XmlElement, path: string): Issue[] {
  const order = VAST_SEQUENCES[parent].join(", ");
  return orderProblems(
    parent,
    element.children.map((c) => c.name),
  ).map(({ element: name, before }) =>
    issue(
      "vast-order",
      path,
      `<${name}> must come before <${before}>: the IAB VAST 4.2 schema orders <${parent}> as ${order}.`,
    ),
  );
}

/** The order of an ad's parts (its Creatives, their Linear, media and clicks, and its verifications). */
function adOrderIssues(ad: XmlElement, kind: "InLine" | "Wrapper", path: string): Issue[] {
  const issues = orderIssues(kind, ad, path);
  child(ad, "AdVerifications")
    ?.children.filter((c) => c.name === "Verification")
    .forEach((verification, v) => {
      issues.push(...orderIssues("Verification", verification, `${path}.AdVerifications.Verification[${v}]`));
    });
  const creatives = child(ad, "Creatives");
  children(creatives ?? ad, "Creative").forEach((creative, c) => {
    const at = `${path}.Creatives.Creative[${c}]`;
    if (kind === "InLine") issues.push(...orderIssues("Creative", creative, at));
    const linear = child(creative, "Linear");
    if (!linear) return;
    issues.push(...orderIssues("Linear", linear, `${at}.Linear`));
    const media = child(linear, "MediaFiles");
    if (media) issues.push(...orderIssues("MediaFiles", media, `${at}.Linear.MediaFiles`));
    const clicks = child(linear, "VideoClicks");
    if (clicks) issues.push(...orderIssues("VideoClicks", clicks, `${at}.Linear.VideoClicks`));
  });
  return issues;
}

/**
 * The ad registries a `UniversalAdId` may name (CREATIVE-STANDARDS, after the IAB VAST CTV Addendum):
 * Ad-ID in the US and ARPP in France, or `unknown` for an ad that is not registered. Any other name
 * claims a registration buyers cannot look up.
 */
export const AD_ID_REGISTRIES = ["ad-id.org", "arpp.org"] as const;

/**
 * VAST 4 asks every InLine creative for a `UniversalAdId` with its `idRegistry` (the schema requires one;
 * "unknown" in both when the ad is not registered).
 */
function universalAdIdIssues(inline: XmlElement, path: string): Issue[] {
  const creatives = children(child(inline, "Creatives") ?? inline, "Creative");
  return creatives.flatMap((creative, c) => {
    const at = `${path}.Creatives.Creative[${c}]`;
    const ids = children(creative, "UniversalAdId");
    if (ids.length === 0)
      return [
        issue(
          "vast-universal-ad-id",
          at,
          'A VAST 4 <Creative> needs a <UniversalAdId idRegistry="…">: the id filed with an ad registry (such as ad-id.org), or idRegistry="unknown" and the value unknown when the ad is not registered.',
        ),
      ];
    if (ids.some((id) => !id.attributes.idRegistry?.trim()))
      return [
        issue(
          "vast-universal-ad-id",
          at,
          'A <UniversalAdId> needs its idRegistry attribute ("unknown" when none).',
        ),
      ];
    const known: readonly string[] = [...AD_ID_REGISTRIES, "unknown"];
    return ids
      .map((id) => id.attributes.idRegistry?.trim() ?? "")
      .filter((registry) => !known.includes(registry.toLowerCase()))
      .map((registry) =>
        issue(
          "vast-universal-ad-id",
          at,
          `idRegistry "${registry}" is not an ad registry: name the one the id is filed with (${AD_ID_REGISTRIES.join(", ")}), or use "unknown" in both when the ad is not registered.`,
        ),
      );
  });
}

/** A VAST document: its structure (VAST → Ad → InLine or Wrapper), its element order and its media files. */
export function validateVast(xml: string): Issue[] {
  // A player rejects malformed XML whole, so nothing read from it past the error would mean anything.
  const malformed = xmlError(xml);
  if (malformed) {
    return [
      issue(
        "xml",
        "",
        `The file is not well-formed XML: ${malformed.reason} at line ${malformed.line}, column ${malformed.column}.`,
      ),
    ];
  }
  const vast = parseXml(xml);
  if (!vast) return [issue("vast", "VAST", "The document has no <VAST> root element.")];
  const issues: Issue[] = [];
  const version = vast.attributes.version ?? "";
  if (!/^[234]\.\d$/.test(version)) {
    issues.push(issue("vast-version", "VAST", "The VAST element needs a version such as 4.2."));
  }
  const vast4 = version.startsWith("4.");
  const ads = vast.children.filter((c) => c.name === "Ad");
  if (ads.length === 0) issues.push(issue("vast-ad", "VAST", "The document has no <Ad>.", "warning"));
  ads.forEach((ad, index) => {
    const at = `VAST.Ad[${index}]`;
    const inline = child(ad, "InLine");
    const wrapper = child(ad, "Wrapper");
    if (!inline && !wrapper) {
      issues.push(issue("vast-ad", at, "An <Ad> needs an <InLine> or a <Wrapper>."));
      return;
    }
    if (wrapper) {
      if (!child(wrapper, "VASTAdTagURI")?.text.trim())
        issues.push(issue("vast-wrapper", `${at}.Wrapper`, "A <Wrapper> needs a <VASTAdTagURI>."));
      if (vast4) issues.push(...adOrderIssues(wrapper, "Wrapper", `${at}.Wrapper`));
      return;
    }
    if (!inline) return;
    if (vast4) {
      // The order and the UniversalAdId are VAST 4's schema; 2.0 and 3.0 ordered and named things otherwise.
      issues.push(...adOrderIssues(inline, "InLine", `${at}.InLine`));
      issues.push(...universalAdIdIssues(inline, `${at}.InLine`));
    }
    for (const required of ["AdSystem", "AdTitle", "Impression", ...(vast4 ? ["AdServingId"] : [])]) {
      if (!child(inline, required))
        issues.push(issue("vast-inline", `${at}.InLine`, `An <InLine> needs <${required}>.`));
    }
    const linears = all(inline, "Linear");
    linears.forEach((linear, l) => {
      const path = `${at}.InLine.Linear[${l}]`;
      if (!/^\d{2}:\d{2}:\d{2}(\.\d{3})?$/.test(child(linear, "Duration")?.text.trim() ?? "")) {
        issues.push(issue("vast-duration", path, "A <Linear> needs a <Duration> as HH:MM:SS.mmm."));
      }
      const media = all(linear, "MediaFile");
      if (media.length === 0)
        issues.push(issue("vast-media", path, "A <Linear> needs at least one <MediaFile>."));
      media.forEach((file, m) => {
        const where = `${path}.MediaFile[${m}]`;
        for (const attribute of ["delivery", "type", "width", "height"]) {
          if (!file.attributes[attribute])
            issues.push(issue("vast-media", where, `A <MediaFile> needs its ${attribute} attribute.`));
        }
        const url = file.text.trim();
        if (!/^https:\/\//i.test(url))
          issues.push(issue("https", where, `The media file ${url || "(empty)"} must be an https address.`));
      });
    });
  });
  return issues;
}
