/**
 * The ad editor's canvas frame (issue 13): a tiny page the studio frames sandboxed (allow-scripts only)
 * and then hands the rendered creative to. It is served like a creative, with the creatives' own CSP:
 * a `srcdoc` frame would inherit the studio's `script-src 'self'`, which blocks the creative's inline
 * runtime. Shared by the API (which serves the page) and the studio (which frames it).
 *
 * Issue 29 (incremental canvas): the page is written once per size and page (`EditorFrameRender`), then
 * patched in place (`EditorFramePatch`): each edit sends only the layers it changed, rendered by the same
 * renderer, and the page swaps those elements and their CSS rules. After each patch it answers with an
 * `EditorFrameAck` once the change has been painted.
 */
export const EDITOR_FRAME_PATH = "/creatives/_editor/frame.html";

/** What the studio posts to the canvas frame: the whole rendered page to show. */
export interface EditorFrameRender {
  source: "adstudio-editor";
  type: "render";
  html: string;
}

/**
 * One change to the written page. Ids are layer ids (the element is `#l-<id>`); `css` holds whole rules,
 * one per entry, exactly as the full render writes them for the layer (and, with `html`, its descendants).
 */
export type EditorFramePatchOp =
  /** The layer and its descendants are gone: their elements and rules are removed. */
  | { op: "remove"; id: string }
  /**
   * A new layer: `html` goes into `parent` (`page:<page id>` or a container layer's id) before the sibling
   * `before` (null: last).
   */
  | { op: "insert"; id: string; parent: string; before: string | null; html: string; css: string[] }
  /**
   * A changed layer: its rules (those of its subtree when `html` is given) are replaced by `css`; with
   * `html`, its element (and subtree) is replaced too. Null `html`: the markup is unchanged.
   */
  | { op: "update"; id: string; html: string | null; css: string[] };

/** What the studio posts for an edit the page can take in place. */
export interface EditorFramePatch {
  source: "adstudio-editor";
  type: "patch";
  /** Counts up per frame: the ack names it. */
  seq: number;
  ops: EditorFramePatchOp[];
}

/**
 * Posted once the page is written, with one `MessagePort` transferred: the page answers
 * `EditorFrameConnected` on that port and then takes patches from it too. Chromium hands a window's
 * message to a frame in another process only after the sender's current task (with many layers, the
 * editor's panels re-rendering for the same edit); a port's message goes at once.
 */
export interface EditorFrameConnect {
  source: "adstudio-editor";
  type: "connect";
}

/** The page's answer on the port it was handed. */
export interface EditorFrameConnected {
  source: "adstudio-canvas";
  type: "connected";
}

/** True for an `EditorFrameConnected` in exactly that shape. */
export function isEditorFrameConnected(value: unknown): value is EditorFrameConnected {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return m.source === "adstudio-canvas" && m.type === "connected" && Object.keys(m).length === 2;
}

/**
 * The page's answer to a patch, posted after the frame that shows it has been painted. `ok` false: a
 * patch did not fit the page (an element it names is missing), so the studio loads the page afresh.
 */
export interface EditorFrameAck {
  source: "adstudio-canvas";
  type: "patched";
  seq: number;
  ok: boolean;
}

/** True for an `EditorFrameAck` in exactly that shape (the studio checks the sender too). */
export function isEditorFrameAck(value: unknown): value is EditorFrameAck {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    m.source === "adstudio-canvas" &&
    m.type === "patched" &&
    typeof m.seq === "number" &&
    typeof m.ok === "boolean" &&
    Object.keys(m).length === 4
  );
}

/**
 * The page itself. It accepts messages from its parent only, in exactly the shapes above; anything else
 * is ignored. `render` replaces the page with the creative (`document.write`), which then runs in this
 * frame's opaque origin; writing erases the window's listeners, so the listener is added again after it.
 * `patch` checks every op before it changes anything, then applies them in order; `connect` hands it a
 * port that patches may come through as well (from the studio only: it made the port). It also remembers the
 * timeline's moment (the runtime seeks it), so elements a patch brings in are held at the same moment.
 */
export const EDITOR_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ad canvas</title></head><body><script>
(function () {
  var ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
  var RULE_ID = /^#l-([A-Za-z][A-Za-z0-9_-]*)(?=$|[:,\\s{])/;
  var moment = null;
  var str = function (s) { return typeof s === "string"; };
  var rules = function (c) { return Array.isArray(c) && c.every(str); };
  var keys = function (o, n) { return Object.keys(o).length === n; };
  var parentOk = function (p) { return str(p) && ID.test(p.indexOf("page:") === 0 ? p.slice(5) : p); };
  var valid = function (o) {
    if (!o || typeof o !== "object" || !str(o.id) || !ID.test(o.id)) return false;
    if (o.op === "remove") return keys(o, 2);
    if (o.op === "update") return keys(o, 4) && (o.html === null || str(o.html)) && rules(o.css);
    if (o.op === "insert")
      return keys(o, 6) && parentOk(o.parent) && (o.before === null || (str(o.before) && ID.test(o.before))) &&
        str(o.html) && rules(o.css);
    return false;
  };
  var layer = function (id) { return document.getElementById("l-" + id); };
  // The ids of an element's layer and the layers inside it: their rules go with it.
  var idsOf = function (el, id) {
    var ids = {};
    ids[id] = true;
    el && Array.prototype.forEach.call(el.querySelectorAll("[id^='l-']"), function (c) { ids[c.id.slice(2)] = true; });
    return ids;
  };
  var sheet = function () {
    var own = document.getElementById("patched-layers");
    if (!own) {
      own = document.createElement("style");
      own.id = "patched-layers";
      var rest = document.getElementById("at-rest");
      document.head.insertBefore(own, rest);
    }
    return own.sheet;
  };
  var dropRules = function (ids) {
    Array.prototype.forEach.call(document.styleSheets, function (s) {
      for (var i = s.cssRules.length - 1; i >= 0; i--) {
        var m = RULE_ID.exec(s.cssRules[i].selectorText || "");
        if (m && ids[m[1]]) s.deleteRule(i);
      }
    });
  };
  var addRules = function (css) {
    var s = sheet();
    css.forEach(function (r) {
      try { s.insertRule(r, s.cssRules.length); } catch (e) { /* a rule the browser cannot read: as in the page */ }
    });
  };
  var element = function (html) {
    var t = document.createElement("template");
    t.innerHTML = html;
    return t.content.firstElementChild;
  };
  var container = function (p) {
    if (p.indexOf("page:") !== 0) return layer(p);
    var pages = document.querySelectorAll("section.page");
    for (var i = 0; i < pages.length; i++) if (pages[i].getAttribute("data-page") === p.slice(5)) return pages[i];
    return null;
  };
  var apply = function (o) {
    var el = layer(o.id);
    if (o.op === "remove") {
      if (!el) return false;
      dropRules(idsOf(el, o.id));
      el.remove();
      return true;
    }
    if (o.op === "update") {
      if (!el) return false;
      if (o.html === null) {
        dropRules(idsOf(null, o.id));
      } else {
        var fresh = element(o.html);
        if (!fresh || fresh.id !== "l-" + o.id) return false;
        dropRules(idsOf(el, o.id));
        el.replaceWith(fresh);
      }
      addRules(o.css);
      return true;
    }
    var into = container(o.parent);
    var before = o.before === null ? null : layer(o.before);
    var added = element(o.html);
    if (el || !into || (o.before !== null && (!before || before.parentNode !== into))) return false;
    if (!added || added.id !== "l-" + o.id) return false;
    addRules(o.css);
    into.insertBefore(added, before);
    return true;
  };
  var seek = function () {
    if (moment === null || !document.getAnimations) return;
    document.getAnimations().forEach(function (a) { a.pause(); a.currentTime = moment; });
  };
  var patch = function (d) {
    if (!d || d.source !== "adstudio-editor" || d.type !== "patch") return;
    if (!keys(d, 4) || typeof d.seq !== "number" || !Array.isArray(d.ops) || !d.ops.every(valid)) return;
    var ok = d.ops.every(apply);
    seek();
    var seq = d.seq;
    requestAnimationFrame(function () {
      setTimeout(function () { parent.postMessage({ source: "adstudio-canvas", type: "patched", seq: seq, ok: ok }, "*"); }, 0);
    });
  };
  var onMessage = function (event) {
    var d = event.data;
    if (event.source !== parent || !d || d.source !== "adstudio-editor") return;
    if (d.type === "timeline" && keys(d, 3)) {
      moment = typeof d.timeMs === "number" && isFinite(d.timeMs) && d.timeMs >= 0 ? d.timeMs : null;
      return;
    }
    if (d.type === "patch") return patch(d);
    if (d.type === "connect") {
      if (!keys(d, 2) || !event.ports || event.ports.length !== 1) return;
      var port = event.ports[0];
      port.onmessage = function (e) { patch(e.data); };
      port.postMessage({ source: "adstudio-canvas", type: "connected" });
      return;
    }
    if (d.type !== "render") return;
    if (typeof d.html !== "string" || Object.keys(d).length !== 3) return;
    document.open();
    document.write(d.html);
    document.close();
    addEventListener("message", onMessage);
  };
  addEventListener("message", onMessage);
})();
</script></body></html>
`;
