import { previewLink } from "@adstudio/core";
import { fitScale, type Layout, layoutFor } from "./layout";
import { downloadVcf, readVcfMessage } from "./messages";
import { adData, type EmbedOptions, frameSrc, readOptions } from "./options";
import { CSS } from "./styles";

/** Frames are sandboxed without allow-same-origin (ARCHITECTURE 'Security baseline'). */
export const SANDBOX = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const px = (n: number) => `${n}px`;

let sheet: CSSStyleSheet | undefined;
/**
 * Styles go in through a constructed stylesheet (shared by every embed, and not subject to the
 * publisher's CSP `style-src`), with a `<style>` element where constructed sheets are missing. Sizes
 * are set through the CSSOM for the same reason: no `style` attributes.
 */
function styleRoot(root: ShadowRoot): string {
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    root.adoptedStyleSheets = [sheet];
    return "";
  } catch {
    return `<style>${CSS}</style>`;
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

const SLOT = '<div class="slot"></div>';

/** The mock-up's chrome around an empty slot, as markup (the frame is added once it is in view). */
export function chrome(o: EmbedOptions, l: Layout, qrSrc: string): string {
  const host = esc(new URL(o.url).host);
  const bar = `<div class="bar t"><span class="dot"></span><span class="dot"></span><span class="dot"></span><span class="url">${host}</span></div>`;
  switch (l.kind) {
    case "phone":
      return `<div class="scr">${o.browserBars ? `<div class="bar t">9:41<span class="url">${host}</span></div>` : ""}<div class="c">${SLOT}</div>${o.browserBars ? '<div class="bar b">‹ › ⌂ ▢</div>' : ""}</div>`;
    case "ctv":
      return `<div class="scr">${SLOT}</div><div class="stand"></div>`;
    case "desktop-page":
      return `${bar}<div class="c"><div class="hdr"><i class="logo"></i><i class="nav"></i><i class="nav"></i><i class="nav"></i></div>${SLOT}<div class="art"></div></div>`;
    case "qr":
      return `<img alt="QR code of the preview" src="${esc(qrSrc)}"><b>Scan to open on your phone</b><span>${esc(o.type)} · runs on the visitor's phone</span>`;
    default:
      return SLOT;
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
    root.innerHTML = `${css}<p class="err">Adstudio preview: ${esc(o)}</p>`;
    return;
  }
  const l = layoutFor(o);
  const link = previewLink({ url: o.url, size: o.size.size, type: o.type, name: o.name }, origin);
  const qr = `${origin}/api/embed/qr.svg?${new URLSearchParams({ url: o.url, size: o.size.size, type: o.type })}`;
  const label = `${o.name || o.type} · ${o.size.size}`;
  root.innerHTML = `${css}<figure><div class="fit"><div class="m ${l.kind}">${chrome(o, l, qr)}</div></div><figcaption><span>${esc(label)}</span><a href="${esc(link)}" target="_blank" rel="noopener">Open on phone ↗</a></figcaption></figure>`;

  const fit = root.querySelector<HTMLElement>(".fit")!;
  const mock = root.querySelector<HTMLElement>(".m")!;
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
  const load = () => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", SANDBOX);
    frame.setAttribute("allow", "autoplay; fullscreen");
    frame.title = o.name || `${o.type} preview`;
    frame.src = frameSrc(o.url, l.frameWidth, l.frameHeight);
    target.append(frame);
    frames.add(frame);
  };
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

/** One listener for every embed on the page. */
export function listen(): void {
  addEventListener("message", onMessage);
}
