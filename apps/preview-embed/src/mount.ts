import { previewLink } from "@adstudio/core";
import { fitScale, type Layout, layoutFor } from "./layout";
import { downloadVcf, readVcfMessage } from "./messages";
import { adData, type EmbedOptions, frameSrc, readOptions } from "./options";
import { CSS } from "./styles";

/** Frames are sandboxed without allow-same-origin (ARCHITECTURE 'Security baseline'). */
export const SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

const px = (n: number) => `${n}px`;

/**
 * An element with a class and children; strings become text nodes. The embed builds its DOM this way
 * instead of parsing markup: on a page that enforces Trusted Types (`require-trusted-types-for
 * 'script'`) `innerHTML` throws, and text nodes need no escaping.
 */
function h(tag: string, cls = "", ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  el.append(...children);
  return el;
}

let sheet: CSSStyleSheet | undefined;
/**
 * Styles go in through a constructed stylesheet (shared by every embed, and not subject to the
 * publisher's CSP `style-src`), with a `<style>` element where constructed sheets are missing. Sizes
 * are set through the CSSOM for the same reason: no `style` attributes.
 */
function styleRoot(root: ShadowRoot): Node[] {
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
    return [];
  } catch {
    return [h("style", "", CSS)];
  }
}

/** Creative frames we created; messages are accepted only from their windows. */
const frames = new Set<HTMLIFrameElement>();
const mounted = new WeakSet<Element>();

function onMessage(event: MessageEvent) {
  for (const f of frames) if (!f.isConnected) frames.delete(f); // embeds removed by the page
  if (!event.source || ![...frames].some((f) => f.contentWindow === event.source)) return;
  const vcf = readVcfMessage(event.data);
  if (vcf) downloadVcf(vcf);
}

const slot = () => h("div", "slot");
const dots = () => [h("span", "dot"), h("span", "dot"), h("span", "dot")];

/** The mock-up's chrome around an empty slot (the frame is added once it is in view). */
export function chrome(o: EmbedOptions, l: Layout, qrSrc: string): Node[] {
  const host = new URL(o.url).host;
  switch (l.kind) {
    case "phone":
      return [
        h(
          "div",
          "scr",
          ...(o.browserBars ? [h("div", "bar t", "9:41", h("span", "url", host))] : []),
          h("div", "c", slot()),
          ...(o.browserBars ? [h("div", "bar b", "‹ › ⌂ ▢")] : []),
        ),
      ];
    case "ctv":
      return [h("div", "scr", slot()), h("div", "stand")];
    case "desktop-page":
      return [
        h("div", "bar t", ...dots(), h("span", "url", host)),
        h(
          "div",
          "c",
          h("div", "hdr", h("i", "logo"), h("i", "nav"), h("i", "nav"), h("i", "nav")),
          slot(),
          h("div", "art"),
        ),
      ];
    case "qr": {
      const img = h("img") as HTMLImageElement;
      img.alt = "QR code of the preview";
      img.src = qrSrc;
      return [
        img,
        h("b", "", "Scan to open on your phone"),
        h("span", "", `${o.type} · runs on the visitor's phone`),
      ];
    }
    default:
      return [slot()];
  }
}

/**
 * Renders one `[data-adstudio-preview]` element into its own shadow root: the mock-up now (once the ad's
 * facts arrived, for `data-ad-id`), the creative frame once the element comes near the viewport. Calling it
 * again for the same element does nothing.
 */
export function mount(el: HTMLElement, origin: string): void {
  if (mounted.has(el)) return;
  mounted.add(el);
  const root = el.shadowRoot ?? el.attachShadow({ mode: "open" });
  if (el.dataset.adId === undefined) draw(el, root, origin, el.dataset);
  else adData(el.dataset, origin).then((data) => draw(el, root, origin, data));
}

/** Draws the mock-up for the element's attributes (or the ad's, for `data-ad-id`), or the problem. */
function draw(el: HTMLElement, root: ShadowRoot, origin: string, data: DOMStringMap | string): void {
  const o = typeof data === "string" ? data : readOptions(data, document.baseURI);
  const css = styleRoot(root);
  if (typeof o === "string") {
    root.replaceChildren(...css, h("p", "err", `Adstudio preview: ${o}`));
    return;
  }
  if (o.live) {
    drawLive(el, root, css, o);
    return;
  }
  const l = layoutFor(o);
  const link = previewLink({ url: o.url, size: o.size.size, type: o.type, name: o.name }, origin);
  const qr = `${origin}/api/embed/qr.svg?${new URLSearchParams({ url: o.url, size: o.size.size, type: o.type })}`;
  const label = `${o.name || o.type} · ${o.size.size}`;
  const mock = h("div", `m ${l.kind}`, ...chrome(o, l, qr));
  const fit = h("div", "fit", mock);
  const open = h("a", "", "Open on phone ↗") as HTMLAnchorElement;
  open.href = link;
  open.target = "_blank";
  open.rel = "noopener";
  root.replaceChildren(...css, h("figure", "", fit, h("figcaption", "", h("span", "", label), open)));

  Object.assign(mock.style, { width: px(l.width), height: px(l.height) });
  const resize = () => {
    const s = fitScale(l.width, el.clientWidth);
    fit.style.width = px(l.width * s);
    fit.style.height = px(l.height * s);
    mock.style.transform = `scale(${s})`;
  };
  resize();
  if (typeof ResizeObserver === "function") new ResizeObserver(resize).observe(el);

  const target = root.querySelector<HTMLElement>(".slot");
  if (!target) return;
  Object.assign(target.style, {
    top: px(l.top),
    left: px(l.left),
    width: px(l.frameWidth),
    height: px(l.frameHeight),
    transform: `scale(${l.frameScale})`,
  });
  whenNear(el, () => {
    const frame = adFrame(o, `${o.type} preview`);
    frame.src = frameSrc(o.url, l.frameWidth, l.frameHeight);
    target.append(frame);
  });
}

/** The sandboxed creative frame (its messages are accepted once it is in `frames`). */
function adFrame(o: EmbedOptions, title: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", SANDBOX);
  frame.setAttribute("allow", "autoplay; fullscreen");
  frame.title = o.name || title;
  frames.add(frame);
  return frame;
}

/** Runs `load` once the element comes within 200 px of the viewport (at once without an observer). */
function whenNear(el: HTMLElement, load: () => void): void {
  if (typeof IntersectionObserver !== "function") {
    load();
    return;
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      load();
    },
    { rootMargin: "200px" },
  );
  io.observe(el);
}

/**
 * `data-mode="live"`: the ad alone at its size (a size that fills its slot takes the element's box), no
 * mock-up and no caption, its views counted live like an ad tag's.
 */
function drawLive(el: HTMLElement, root: ShadowRoot, css: Node[], o: EmbedOptions): void {
  const box = h("div", "live");
  box.style.width = o.size.width ? px(o.size.width) : "100%";
  box.style.height = o.size.height ? px(o.size.height) : "100%";
  root.replaceChildren(...css, box);
  whenNear(el, () => {
    const frame = adFrame(o, `${o.type} ad`);
    frame.src = frameSrc(o.url, o.size.width ?? box.clientWidth, o.size.height ?? box.clientHeight, true);
    box.append(frame);
  });
}

/** One listener for every embed on the page. */
export function listen(): void {
  addEventListener("message", onMessage);
}
