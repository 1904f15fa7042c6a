import type { Feature, FeatureOf } from "../document/features";
import type { RenderContext } from "./context";
import { escapeHtml as e, urlAttribute } from "./escape";

/** Content wrapped in a focusable exit link when the slide or face has an exit. */
function withExit(exit: string | undefined, inner: string): string {
  if (!exit) return inner;
  return `<a href="#" class="i" data-exit="${e(exit)}">${inner}</a>`;
}

const img = (ctx: RenderContext, asset: string, alt: string) =>
  `<img${urlAttribute("src", ctx.asset(asset))} alt="${e(alt)}" draggable="false">`;

function cube(ctx: RenderContext, f: FeatureOf<"cube">): string {
  const faces = f.faces
    .map((face) => {
      const inner = face.video
        ? `<video${urlAttribute("src", ctx.asset(face.asset))}${urlAttribute("poster", ctx.asset(face.poster))} muted playsinline loop preload="metadata" aria-label="${e(face.alt)}"></video>`
        : img(ctx, face.asset, face.alt);
      return `<div class="face">${withExit(face.exit, inner)}</div>`;
    })
    .join("");
  return `<div class="cube" data-feature="${f.id}" data-axis="${f.axis}" data-auto="${f.autoRotateMs}" tabindex="0" aria-roledescription="cube" aria-label="Rotating cube, use the arrow keys"><div class="cube-box">${faces}</div><button type="button" class="cube-prev" aria-label="Previous face">‹</button><button type="button" class="cube-next" aria-label="Next face">›</button></div>`;
}

function gallery(ctx: RenderContext, f: FeatureOf<"gallery">): string {
  const slides = f.slides
    .map((s) => `<figure class="slide">${withExit(s.exit, img(ctx, s.asset, s.alt))}</figure>`)
    .join("");
  return `<div class="gallery" data-feature="${f.id}" data-auto="${f.autoplayMs}" role="region" aria-roledescription="carousel" aria-label="Gallery"><div class="slides">${slides}</div><button type="button" class="gal-prev" aria-label="Previous slide">‹</button><button type="button" class="gal-next" aria-label="Next slide">›</button></div>`;
}

function view360(ctx: RenderContext, f: FeatureOf<"view360">): string {
  const frames = f.frames.map((hash) => ctx.asset(hash) ?? "").filter(Boolean);
  return `<div class="v360" data-feature="${f.id}" tabindex="0" data-frames="${e(frames.join(" "))}" aria-label="${e(f.alt)}: drag or use the arrow keys to turn"><img${urlAttribute("src", frames[0])} alt="${e(f.alt)}" draggable="false"></div>`;
}

function chat(f: FeatureOf<"chat">): string {
  const steps = f.steps
    .map((step) => {
      const replies = step.replies
        .map((r) => {
          const next = r.next ? ` data-next="${e(r.next)}"` : "";
          const exit = r.exit ? ` data-go-exit="${e(r.exit)}"` : "";
          return `<button type="button" class="reply"${next}${exit}>${e(r.label)}</button>`;
        })
        .join("");
      return `<div data-step="${e(step.id)}"><p class="bot">${e(step.bot)}</p>${replies}</div>`;
    })
    .join("");
  return `<div class="chat" data-feature="${f.id}" data-start="${e(f.start)}"><p class="chat-name">${e(f.botName)}</p><div class="chat-log" aria-live="polite"></div><div class="chat-replies"></div><div hidden>${steps}</div></div>`;
}

/** The HTML of a feature shown by a feature layer; every text and attribute escaped. */
export function featureHtml(ctx: RenderContext, f: Feature): string {
  switch (f.type) {
    case "vcard":
      return `<button type="button" class="vcard" data-vcard="${f.id}">Save contact</button>`;
    case "countdown":
      return `<div class="countdown" data-ends="${e(f.endsAt)}" data-expired="${e(f.expiredText)}"><span class="cd-label">${e(f.label)}</span> <span class="cd-time">--:--:--</span></div>`;
    case "gallery":
      return gallery(ctx, f);
    case "cube":
      return cube(ctx, f);
    case "view360":
      return view360(ctx, f);
    case "chat":
      return chat(f);
  }
}
