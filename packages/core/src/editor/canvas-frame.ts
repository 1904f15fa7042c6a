/**
 * The ad editor's canvas frame (issue 13): a tiny page the studio frames sandboxed (allow-scripts only)
 * and then hands the rendered creative to. It is served like a creative, with the creatives' own CSP:
 * a `srcdoc` frame would inherit the studio's `script-src 'self'`, which blocks the creative's inline
 * runtime. Shared by the API (which serves the page) and the studio (which frames it).
 */
export const EDITOR_FRAME_PATH = "/creatives/_editor/frame.html";

/** What the studio posts to the canvas frame: the whole rendered page to show. */
export interface EditorFrameRender {
  source: "adstudio-editor";
  type: "render";
  html: string;
}

/**
 * The page itself. It accepts one `render` message, from its parent only and in that exact shape, and
 * replaces itself with the creative (`document.write`), which then runs in this frame's opaque origin.
 */
export const EDITOR_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ad canvas</title></head><body><script>
addEventListener("message", function (event) {
  var d = event.data;
  if (event.source !== parent || !d || d.source !== "adstudio-editor" || d.type !== "render") return;
  if (typeof d.html !== "string" || Object.keys(d).length !== 3) return;
  document.open();
  document.write(d.html);
  document.close();
});
</script></body></html>
`;
