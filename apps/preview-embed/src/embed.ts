import { listen, mount } from "./mount";
import { studioOrigin } from "./options";

/**
 * The publisher script: `<script async src="https://<studio>/embed.js"></script>` plus one
 * `<div data-adstudio-preview data-url="…" data-size="300x250" data-type="mini"></div>` per creative.
 * `document.currentScript` is only set while this runs, so the studio's origin is read first.
 */
const origin = studioOrigin((document.currentScript as HTMLScriptElement | null)?.src, location.href);

function scan(): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-adstudio-preview]")) mount(el, origin);
}

listen();
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
else scan();
// Pages that add embeds later (single-page apps) call `AdstudioPreview.scan()`.
(window as unknown as { AdstudioPreview: { scan: () => void } }).AdstudioPreview = { scan };
