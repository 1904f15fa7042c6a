import { gzipSync } from "fflate";
import {
  budgetOf,
  FILE_LIMIT,
  fileTypeProblem,
  hasZipLimit,
  IAB_MAX_INITIAL_REQUESTS,
  isAllowedAddress,
  limitLabel,
  MAX_ANIMATION_MS,
  MAX_FILE_NAME,
  NO_STORAGE_PROFILES,
  ZIP_LIMIT_KB,
} from "./budgets";
import { cssUrls, longestCssAnimationMs, scanHtml } from "./html-scan";
import { isStillSet, validateStill } from "./still";
import { type Issue, issue, KB, kb, type ValidateOptions } from "./types";
import { unreferencedFiles } from "./unreferenced";

const decoder = new TextDecoder();
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
/** `var clickTag = …` or `window.clickTag2 = …`: how an HTML5 creative defines its exits. */
export const CLICK_TAG_DEFINITION = /\b(?:var|let|const)\s+(clickTag\d*)\s*=|window\.(clickTag\d*)\s*=/g;

/** The HTML file an ad server opens: `index.html` at the root, else the only HTML file. */
export function primaryHtml(names: string[]): string | undefined {
  if (names.includes("index.html")) return "index.html";
  const html = names.filter((n) => extensionOf(n) === "html" || extensionOf(n) === "htm");
  return html.length === 1 ? html[0] : undefined;
}

/** The order the creative standards (and Google's validators) want the page's frame in. */
const FRAME_ORDER = ["!doctype", "html", "head", "body"] as const;
const frameName = (part: string) => (part === "!doctype" ? "<!DOCTYPE html>" : `<${part}>`);

/**
 * One issue per frame part written after a part the order puts later (`<body>` before `<head>`), read from
 * the parser's first appearance of each. Browsers repair such a page, each its own way; ad servers'
 * validators refuse it.
 */
function frameOrderIssues(frame: readonly string[], primary: string): Issue[] {
  const order: readonly string[] = FRAME_ORDER;
  const issues: Issue[] = [];
  frame.forEach((part, index) => {
    const later = frame.slice(0, index).find((seen) => order.indexOf(seen) > order.indexOf(part));
    if (!later) return;
    issues.push(
      issue(
        "html-order",
        primary,
        `${frameName(part)} must come before ${frameName(later)}: the HTML file needs <!DOCTYPE html>, <html>, <head> and <body> in that order.`,
      ),
    );
  });
  return issues;
}

/**
 * `localStorage` or `sessionStorage` named in a script, as a whole word (`window.localStorage`,
 * `self["sessionStorage"]`, not `myLocalStorage`). A pattern, not a JavaScript parser, as the clickTag check
 * reads scripts: minified and obfuscated creatives rarely parse cleanly as one program, and a creative that
 * names the storage at all is what the ad servers' own scans refuse.
 */
const STORAGE = /(?<![\w$])(localStorage|sessionStorage)(?![\w$])/g;

/** One issue per storage API and file that names it (the page's inline scripts are one file). */
function storageIssues(sources: readonly { from: string; text: string }[], profile: string): Issue[] {
  const named = new Map<string, Set<string>>();
  for (const { from, text } of sources) {
    const apis = named.get(from) ?? new Set<string>();
    for (const [, api] of text.matchAll(STORAGE)) if (api) apis.add(api);
    named.set(from, apis);
  }
  return [...named].flatMap(([from, apis]) =>
    [...apis].map((api) =>
      issue("storage", from, `The creative uses ${api}; ${profile} does not allow local or session storage.`),
    ),
  );
}

/** Resolves a relative reference against the folder of the file that holds it; null when it leaves the creative. */
function resolve(from: string, reference: string): string | null {
  const clean = reference.split(/[?#]/)[0] ?? "";
  const parts = [...from.split("/").slice(0, -1), ...clean.split("/")];
  const out: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join("/");
}

/**
 * An HTML5 creative as a map of files (a zip's entries, or a folder read by the CLI), checked the way the
 * Google Ads / Google Web Designer validators and IAB LEAN do. `zipBytes` is the zip's own size when the
 * input was a zip.
 */
export function validateFiles(
  files: Record<string, Uint8Array>,
  options: ValidateOptions,
  zipBytes?: number,
): Issue[] {
  const issues: Issue[] = [];
  const names = Object.keys(files).filter((n) => !n.endsWith("/"));
  const fileLimit = FILE_LIMIT[options.profile];

  if (names.length > fileLimit) {
    issues.push(
      issue("file-count", "", `The creative holds ${names.length} files; at most ${fileLimit} are allowed.`),
    );
  }
  for (const name of names) {
    const base = name.split("/").pop() ?? name;
    if (base.length > MAX_FILE_NAME) {
      issues.push(
        issue(
          "file-name-length",
          name,
          `The file name "${base}" has ${base.length} characters; at most ${MAX_FILE_NAME} are allowed.`,
        ),
      );
    }
    if (name.includes("%")) issues.push(issue("file-name", name, "File names cannot contain %."));
    // Ad servers and CDNs break on spaces (`my banner.png` becomes `my%20banner.png` or a 404).
    if (/\s/.test(name)) issues.push(issue("file-name", name, "File names cannot contain spaces."));
    const extension = extensionOf(name);
    if (extension === "zip") issues.push(issue("nested-zip", name, "A zip cannot contain another zip."));
    else {
      const problem = fileTypeProblem(extension, options.profile);
      if (problem) issues.push(issue("file-type", name, problem));
    }
  }

  const primary = primaryHtml(names);
  if (!primary) {
    // Images only, no page: a still creative (image-generator's export), with its own rules.
    if (isStillSet(names)) return [...issues, ...validateStill(files, names, options, zipBytes)];
    issues.push(issue("no-html", "", "The creative needs one index.html (or exactly one HTML file)."));
    return issues;
  }
  const html = decoder.decode(files[primary]);
  const scan = scanHtml(html);
  if (!scan.doctype) issues.push(issue("doctype", primary, "The HTML file needs <!DOCTYPE html> first."));
  for (const tag of ["html", "head", "body"]) {
    if (!scan.tags.has(tag))
      issues.push(issue(`no-${tag}`, primary, `The HTML file needs a <${tag}> element.`));
  }
  issues.push(...frameOrderIssues(scan.frame, primary));

  // The ad.size meta: present, well-formed, and the size the caller expects.
  const declared = /^\s*width\s*=\s*(\d+)\s*,\s*height\s*=\s*(\d+)\s*$/.exec(scan.adSize ?? "");
  if (scan.adSize === null) {
    issues.push(
      issue("ad-size", primary, 'The HTML file needs <meta name="ad.size" content="width=…,height=…">.'),
    );
  } else if (!declared) {
    issues.push(issue("ad-size", primary, 'The ad.size meta must read "width=W,height=H".'));
  } else if (
    options.size &&
    /^\d+x\d+$/.test(options.size) &&
    `${declared[1]}x${declared[2]}` !== options.size
  ) {
    issues.push(
      issue(
        "ad-size",
        primary,
        `The ad.size meta says ${declared[1]}x${declared[2]}, but the creative is ${options.size}.`,
      ),
    );
  }
  const size = declared ? `${declared[1]}x${declared[2]}` : (options.size ?? "300x250");

  // Scripts and styles: inline ones, and the .js and .css files of the creative, each with the file it is
  // in (what a storage issue names).
  const scriptSources = [
    ...scan.scripts.map((text) => ({ from: primary, text })),
    ...names.filter((n) => extensionOf(n) === "js").map((n) => ({ from: n, text: decoder.decode(files[n]) })),
  ];
  const scripts = scriptSources.map((source) => source.text);
  // Each style sheet with the file its addresses are relative to: a `url(../img/bg.png)` in
  // `css/style.css` names `img/bg.png`, as a browser reads it.
  const sheets = [
    ...scan.styles.map((text) => ({ from: primary, text })),
    ...names
      .filter((n) => extensionOf(n) === "css")
      .map((n) => ({ from: n, text: decoder.decode(files[n]) })),
  ];
  const styles = sheets.map((sheet) => sheet.text);

  // Every reference stays inside the creative; absolute addresses are external requests.
  const initial = new Set<string>([primary]);
  const references = [
    ...scan.references
      .filter((r) => !(r.tag === "a" && r.attribute === "href"))
      .map((r) => ({ where: primary, value: r.value })),
    ...sheets.flatMap(({ from, text }) => cssUrls(text).map((value) => ({ where: from, value }))),
  ];
  for (const { where, value } of references) {
    if (value === "" || value.startsWith("#") || value.startsWith("data:")) continue;
    if (/^(https?:)?\/\//i.test(value)) {
      if (isAllowedAddress(value, options.profile)) continue;
      issues.push(
        issue(
          "external-request",
          where,
          `The creative loads ${value} from another host; ship the file inside the creative and use a relative path.`,
        ),
      );
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/")) {
      issues.push(issue("relative-path", where, `"${value}" is not a relative path.`));
      continue;
    }
    const target = resolve(where, value);
    if (target === null || !Object.hasOwn(files, target)) {
      issues.push(issue("missing-file", where, `"${value}" is not in the creative.`));
    } else initial.add(target);
  }
  for (const name of unreferencedFiles(files, names, primary)) {
    issues.push(
      issue(
        "unreferenced-file",
        name,
        `${name} is not used by the creative (nothing refers to it); remove it.`,
      ),
    );
  }
  for (const { value } of scan.references.filter((r) => r.tag === "a" && r.attribute === "href")) {
    if (/^(https?:)?\/\//i.test(value)) {
      issues.push(
        issue(
          "hard-coded-exit",
          primary,
          `A link goes straight to ${value}; exits must go through clickTag.`,
        ),
      );
    }
  }
  for (const text of [html, ...scripts, ...styles]) {
    const insecure = /\bhttp:\/\/[^\s"'<>)]+/i.exec(text);
    if (insecure) {
      issues.push(issue("https", primary, `${insecure[0]} is not https; use https for every address.`));
      break;
    }
  }

  if (NO_STORAGE_PROFILES.includes(options.profile))
    issues.push(...storageIssues(scriptSources, options.profile));

  // clickTag: defined, and every exit uses a defined one.
  const code = scripts.join("\n");
  const defined = new Set([...code.matchAll(CLICK_TAG_DEFINITION)].map((m) => m[1] ?? m[2] ?? ""));
  if (defined.size === 0) {
    issues.push(
      issue(
        "click-tag",
        primary,
        'The creative needs a click tag: var clickTag = "https://…" in the HTML\'s head.',
      ),
    );
  } else {
    for (const exit of scan.dataExits) {
      if (!defined.has(exit))
        issues.push(issue("click-tag", primary, `An exit uses ${exit}, which is not defined.`));
    }
    const used = [...defined].filter((name) => {
      const uses = code.split(name).length - 1;
      return scan.dataExits.includes(name) || uses > 1;
    });
    if (used.length === 0)
      issues.push(issue("click-tag", primary, "clickTag is defined but no exit uses it."));
  }

  const longest = Math.max(0, ...styles.map(longestCssAnimationMs));
  if (longest > MAX_ANIMATION_MS) {
    const said = Number.isFinite(longest) ? `${longest / 1000} s` : "forever";
    issues.push(
      issue(
        "animation-length",
        primary,
        `An animation runs ${said}; at most ${MAX_ANIMATION_MS / 1000} s are allowed.`,
      ),
    );
  }

  // Weight: the zip against the profile's limit; for iab, the initial load against LEAN.
  if (hasZipLimit(options.profile)) {
    const limit = ZIP_LIMIT_KB[options.profile];
    const total = zipBytes ?? names.reduce((sum, n) => sum + (files[n]?.length ?? 0), 0);
    if (total > limit * KB) {
      issues.push(
        issue(
          "zip-weight",
          "",
          `The creative weighs ${kb(total)}; ${options.profile} allows ${limitLabel(limit)}.`,
        ),
      );
    }
  } else {
    const budget = budgetOf(size);
    const gzipped = [...initial].reduce(
      (sum, n) => sum + gzipSync(files[n] ?? new Uint8Array(), { level: 9 }).length,
      0,
    );
    if (gzipped > budget.initialKb * KB) {
      issues.push(
        issue(
          "weight-initial",
          "",
          `The initial load is ${kb(gzipped)}; IAB LEAN allows ${budget.initialKb} KB for ${size}.`,
        ),
      );
    }
    if (initial.size > IAB_MAX_INITIAL_REQUESTS) {
      issues.push(
        issue(
          "requests",
          "",
          `The initial load makes ${initial.size} requests; IAB LEAN allows ${IAB_MAX_INITIAL_REQUESTS}.`,
        ),
      );
    }
  }
  return issues;
}
