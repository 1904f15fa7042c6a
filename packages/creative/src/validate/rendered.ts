import type { AdDocument } from "../document/document";
import { formatOf } from "../formats/registry";
import { RenderError, render } from "../render/render";
import { toVast, VastBuildError } from "../vast/to-vast";
import { validateFiles } from "./html5";
import { type Issue, issue, type ValidateOptions } from "./types";
import { validateVast } from "./vast";

/**
 * The weight rules of the files check. A document holds only its assets' sizes, not their bytes, so the
 * rendered files below carry empty stand-ins; the weight comes from `estimateWeight` instead.
 */
const WEIGHT_CODES = new Set(["weight-initial", "requests", "zip-weight"]);

/** The formats whose published version is also a VAST tag (the API's VIDEO_TAG_FORMATS). */
const VAST_TAG_FORMATS: readonly string[] = ["vast", "vpaid"];

/**
 * One size as the download writes it (`render` in zip mode), checked by the same rules as
 * `adstudio validate banner.zip`: so the studio and a document check find what the zip check would.
 * Paths name the size's file (`sz300x250/index.html`).
 */
export function renderedIssues(doc: AdDocument, size: string, options: ValidateOptions): Issue[] {
  const design = doc.teaser[size];
  // A still's download is pictures drawn on the server, not these files: its own rules read their bytes.
  if (!design || formatOf(doc.format).structure.kind === "multi-size-static") return [];
  let result: ReturnType<typeof render>;
  try {
    result = render(doc, { size, mode: "zip" });
  } catch (error) {
    if (error instanceof RenderError) return [issue("render", `teaser.${size}`, error.message)];
    throw error;
  }
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(result.files)) files[name] = encoder.encode(text);
  for (const { path } of result.assets) files[path] = new Uint8Array();
  // An HTML5 layer's template is copied beside index.html when the zip is written; its entry stands in.
  for (const { content } of Object.values(doc.layers)) {
    if (content.kind !== "html5") continue;
    const folder = result.templates.find((t) => t.id === content.template);
    if (folder) files[`${folder.folder}${content.entry}`] = new Uint8Array();
  }
  return validateFiles(files, { ...options, size: `${design.width}x${design.height}` })
    .filter((found) => !WEIGHT_CODES.has(found.code))
    .map((found) => ({ ...found, path: found.path ? `${size}/${found.path}` : size }));
}

/**
 * A video ad's VAST tag as publishing from `origin` writes it (the API's `vastTag`), checked as
 * `adstudio validate vast.xml` checks it: its media addresses are `origin`'s, so an http origin ships
 * media that is not https.
 */
export function vastTagIssues(doc: AdDocument, origin: string): Issue[] {
  if (!VAST_TAG_FORMATS.includes(doc.format)) return [];
  let xml: string;
  try {
    xml = toVast(doc, { baseUrl: origin, adId: "check", version: 1, trackerUrl: `${origin}/api/vast/track` });
  } catch (error) {
    if (error instanceof VastBuildError) return [issue("vast", "vast.xml", error.message)];
    throw error;
  }
  return validateVast(xml).map((found) => ({
    ...found,
    path: found.path ? `vast.xml › ${found.path}` : "vast.xml",
  }));
}
