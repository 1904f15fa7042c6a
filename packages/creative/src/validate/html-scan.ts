import { Parser } from "htmlparser2";

/** What the checks need from the primary HTML file, gathered in one pass. */
export interface HtmlScan {
  doctype: boolean;
  tags: Set<string>;
  /** The document's frame (`!doctype`, `html`, `head`, `body`), each at its first appearance, in source order. */
  frame: string[];
  adSize: string | null;
  /** Addresses the document loads or links to, with the attribute they came from. */
  references: { tag: string; attribute: string; value: string }[];
  /** Exit names named by `data-exit` attributes (our renderer's exits). */
  dataExits: string[];
  /** Inline script and style text, and style attributes. */
  scripts: string[];
  styles: string[];
}

const URL_ATTRIBUTES = new Set(["src", "href", "poster", "data", "srcset"]);
const FRAME_TAGS = new Set(["html", "head", "body"]);

export function scanHtml(html: string): HtmlScan {
  const scan: HtmlScan = {
    doctype: false,
    tags: new Set(),
    frame: [],
    adSize: null,
    references: [],
    dataExits: [],
    scripts: [],
    styles: [],
  };
  let inside: "script" | "style" | null = null;
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        if (name.toLowerCase() === "!doctype") {
          if (!scan.doctype) scan.frame.push("!doctype");
          scan.doctype = true;
        }
      },
      onopentag(name, attributes) {
        if (FRAME_TAGS.has(name) && !scan.tags.has(name)) scan.frame.push(name);
        scan.tags.add(name);
        if (name === "script" && !attributes.src) inside = "script";
        if (name === "style") inside = "style";
        if (name === "meta" && attributes.name?.toLowerCase() === "ad.size")
          scan.adSize = attributes.content ?? "";
        for (const [attribute, value] of Object.entries(attributes)) {
          if (URL_ATTRIBUTES.has(attribute))
            scan.references.push({ tag: name, attribute, value: value.trim() });
          if (attribute === "data-exit" || attribute === "data-go-exit") scan.dataExits.push(value);
          if (attribute === "style") scan.styles.push(value);
          // Inline handlers are script too (`onclick="window.open(clickTag)"`).
          if (attribute.startsWith("on")) scan.scripts.push(value);
        }
      },
      ontext(text) {
        if (inside === "script") scan.scripts.push(text);
        if (inside === "style") scan.styles.push(text);
      },
      onclosetag(name) {
        if (name === "script" || name === "style") inside = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return scan;
}

/** `url(...)` addresses in CSS text. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)].map((m) => (m[2] ?? "").trim());
}

/**
 * The longest CSS animation in milliseconds: each `animation` / `animation-duration` with its iteration
 * count; `infinite` is Infinity. A rough reading of the shorthand, which the validators also do.
 */
export function longestCssAnimationMs(css: string): number {
  let longest = 0;
  for (const match of css.matchAll(/animation(?:-duration)?\s*:\s*([^;}]+)/gi)) {
    const value = match[1] ?? "";
    for (const part of value.split(",")) {
      const times = [...part.matchAll(/(\d*\.?\d+)(ms|s)\b/g)].map(
        (t) => Number(t[1]) * (t[2] === "s" ? 1000 : 1),
      );
      if (times.length === 0) continue;
      const [duration = 0, delay = 0] = times;
      const infinite = /\binfinite\b/.test(part);
      const count = Number(
        /\s(\d+(?:\.\d+)?)(?=\s|$)/.exec(part.replace(/(\d*\.?\d+)(ms|s)\b/g, ""))?.[1] ?? 1,
      );
      const total = infinite ? Number.POSITIVE_INFINITY : delay + duration * count;
      longest = Math.max(longest, total);
    }
  }
  const iterations = [...css.matchAll(/animation-iteration-count\s*:\s*infinite/gi)];
  return iterations.length > 0 ? Number.POSITIVE_INFINITY : longest;
}
