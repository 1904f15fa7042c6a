import { scanHtml } from "./html-scan";
import { CLICK_TAG_DEFINITION } from "./html5";

/** What an uploaded HTML5 creative says about itself. */
export interface Html5Facts {
  /** `300x250` from `<meta name="ad.size" content="width=300,height=250">`; null without a readable one. */
  size: string | null;
  /** Whether `index.html` or a script file defines a `clickTag` (`clickTag`, `clickTag2`…). */
  clickTag: boolean;
}

const decoder = new TextDecoder();

/**
 * The files of an HTML5 zip relative to its `index.html`: as they are when `index.html` is at the root, or
 * with the one top folder removed when every file sits in a single folder holding `index.html` (what
 * zipping a GWD or Animate output folder gives). Null when neither holds.
 */
export function html5Root(files: Record<string, Uint8Array>): Record<string, Uint8Array> | null {
  const names = Object.keys(files);
  if (names.includes("index.html")) return files;
  const tops = new Set(names.map((n) => n.split("/")[0]));
  const [top] = tops;
  if (tops.size !== 1 || top === undefined || !names.includes(`${top}/index.html`)) return null;
  return Object.fromEntries(names.map((n) => [n.slice(top.length + 1), files[n] as Uint8Array]));
}

/** Reads the `ad.size` meta of `index.html` and looks for a clickTag in it and in the `.js` files. */
export function html5Facts(files: Record<string, Uint8Array>): Html5Facts {
  const index = files["index.html"];
  const scan = scanHtml(index ? decoder.decode(index) : "");
  const declared = /^\s*width\s*=\s*(\d{1,5})\s*,\s*height\s*=\s*(\d{1,5})\s*$/.exec(scan.adSize ?? "");
  const scripts = [
    ...scan.scripts,
    ...Object.keys(files)
      .filter((n) => /\.js$/i.test(n))
      .map((n) => decoder.decode(files[n])),
  ];
  return {
    size: declared ? `${Number(declared[1])}x${Number(declared[2])}` : null,
    clickTag: scripts.some((code) => new RegExp(CLICK_TAG_DEFINITION.source).test(code)),
  };
}
