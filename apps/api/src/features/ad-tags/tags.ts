import type { AdServerMacros, AdTagType } from "@adstudio/contract";

/** Frames that show creatives are sandboxed without allow-same-origin (ARCHITECTURE 'Security baseline'). */
export const TAG_SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/** One size of one published version, as a tag frames it. */
export interface TagTarget {
  /** `{origin}/creatives/{adId}/{version}/{size}/index.html`: immutable. */
  creativeUrl: string;
  /** Pixels; null for sizes that fill their slot. */
  width: number | null;
  height: number | null;
  /** The ad's name, as the frame's accessible title. */
  title: string;
  /** Exit name (`clickTag`, `clickTag2` …) → the published landing page. */
  exits: Record<string, string>;
}

const attr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A JavaScript literal that cannot end its `<script>` element. */
const js = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** The frame's address before the cache-buster and exits: the size, which the creative reads. */
function baseAddress(t: TagTarget): string {
  const url = new URL(t.creativeUrl);
  if (t.width !== null) url.searchParams.set("width", String(t.width));
  if (t.height !== null) url.searchParams.set("height", String(t.height));
  return url.href;
}

/** Fixed sizes frame at their pixels; sizes that fill their slot (responsive, mobile) at 100 %. */
const frameStyle = (t: TagTarget) =>
  `border:0;display:block;${t.width === null ? "width:100%;" : ""}${t.height === null ? "height:100%;" : ""}`;

/**
 * The iframe tag: pure HTML, so the server's escaped click macro goes straight into the address. Each exit
 * is `clickTag=<click URL><landing page, encoded>`: encoded once more for the address, so once the server
 * has filled the macro the creative reads `https://click.server/…&adurl=https%3A%2F%2Flanding…` and opens
 * it (the runtime takes `?clickTag=` over its own exit). An unfilled macro is not an address: the creative
 * then opens its own landing page.
 */
export function iframeTag(t: TagTarget, m: AdServerMacros): string {
  let src = `${baseAddress(t)}&cb=${m.cacheBuster}`;
  for (const [name, landing] of Object.entries(t.exits)) {
    src += `&${name}=${m.clickEscaped}${encodeURIComponent(encodeURIComponent(landing))}`;
  }
  const size = `${t.width === null ? "" : ` width="${t.width}"`}${t.height === null ? "" : ` height="${t.height}"`}`;
  return `<iframe src="${attr(src)}"${size} title="${attr(t.title)}" style="${frameStyle(t)}" scrolling="no" frameborder="0" sandbox="${TAG_SANDBOX}" allow="autoplay; fullscreen"></iframe>`;
}

/**
 * The script both script tags share: builds the frame's address from the filled macros in the browser
 * (prefixing each exit with the unescaped click URL, as ad servers expect of creative code) and writes
 * the frame of the size where the tag stands. `open=parent` makes the creative hand its exits to the
 * tag (MRAID), which opens them with `mraid.open`.
 */
function script(t: TagTarget, m: AdServerMacros, mraid: boolean): string {
  const lines = [
    "(function () {",
    `  var click = "${m.click}", cb = "${m.cacheBuster}";`,
    `  var exits = ${js(t.exits)};`,
    `  var src = ${js(baseAddress(t))}${mraid ? ' + "&open=parent"' : ""};`,
    "  // A macro the ad server did not fill is no address: the exits then open their landing pages directly.",
    '  if (!/^https?:\\/\\//.test(click)) click = "";',
    "  if (!/^[\\w.-]+$/.test(cb)) cb = String(Math.random()).slice(2);",
    '  src += "&cb=" + encodeURIComponent(cb);',
    "  for (var name in exits)",
    '    src += "&" + name + "=" + encodeURIComponent(click ? click + encodeURIComponent(exits[name]) : exits[name]);',
    "  var tag = document.currentScript;",
    '  var frame = document.createElement("iframe");',
    "  frame.src = src;",
    t.width === null ? "" : `  frame.width = "${t.width}";`,
    t.height === null ? "" : `  frame.height = "${t.height}";`,
    `  frame.title = ${js(t.title)};`,
    `  frame.style.cssText = "${frameStyle(t)}";`,
    '  frame.setAttribute("scrolling", "no");',
    `  frame.setAttribute("sandbox", "${TAG_SANDBOX}");`,
    '  frame.setAttribute("allow", "autoplay; fullscreen");',
    "  function show() {",
    "    if (tag && tag.parentNode) tag.parentNode.insertBefore(frame, tag);",
    "    else document.body.appendChild(frame);",
    "  }",
  ];
  if (!mraid) lines.push("  show();");
  else
    lines.push(
      "  var mraid = window.mraid;",
      '  // The creative posts {action: "open", url} for each exit; only its own frame is listened to.',
      '  window.addEventListener("message", function (e) {',
      "    var m = e.data;",
      '    if (e.source !== frame.contentWindow || !m || m.action !== "open" || !/^https?:\\/\\//.test(m.url)) return;',
      '    if (mraid) mraid.open(m.url); else window.open(m.url, "_blank");',
      "  });",
      "  // MRAID 3: the ad shows once the SDK is ready.",
      '  if (mraid && mraid.getState() === "loading") mraid.addEventListener("ready", show);',
      "  else show();",
    );
  lines.push("})();");
  return lines.filter((line) => line !== "").join("\n");
}

/** The JavaScript tag: one inline script that writes the frame of the size where it stands. */
export function jsTag(t: TagTarget, m: AdServerMacros): string {
  return `<script>\n${script(t, m, false)}\n</script>`;
}

/** The MRAID 3 tag for in-app: the SDK's `mraid.js` first, then the frame once MRAID is ready. */
export function mraidTag(t: TagTarget, m: AdServerMacros): string {
  return `<script src="mraid.js"></script>\n<script>\n${script(t, m, true)}\n</script>`;
}

export const TAG_WRITERS: Record<AdTagType, (t: TagTarget, m: AdServerMacros) => string> = {
  js: jsTag,
  iframe: iframeTag,
  mraid: mraidTag,
};
