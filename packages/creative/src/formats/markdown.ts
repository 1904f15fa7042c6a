import { AD_TYPES } from "@adstudio/core";
import { FORMATS } from "./registry";
import type { FormatStructure } from "./types";

const size = (key: string) => (key.startsWith("sz") ? key.slice(2) : key);

function structureText(s: FormatStructure): string {
  switch (s.kind) {
    case "canvas":
      return s.paging === "none" ? "one screen" : s.paging === "story" ? "story pages" : "pages by click";
    case "cube":
      return `cube, ${s.minFaces}–${s.maxFaces} ${s.faces} faces`;
    case "view360":
      return `360° view, ${s.minFrames}–${s.maxFrames} frames`;
    case "chat":
      return "scripted chat";
    case "sticky":
      return `sticky corner (${s.defaultCorner}), closable`;
    case "scroll-reveal":
      return s.reveal === "window" ? "scroll reveal (window)" : "scroll reveal (panels)";
    case "expanding":
      return s.fullScreen ? "expands to full screen" : "expanding canvas";
    case "vertical-video":
      return "9:16 video + call to action";
    case "vast-linear":
      return "VAST linear";
    case "vast-interactive":
      return `VAST + ${s.apiFramework} overlay`;
    case "multi-size-static":
      return `static ${s.outputs.join("/").toUpperCase()} per size`;
    case "qr-camera":
      return "QR → camera / poster";
  }
}

/** The registry as a markdown table, for docs/formats.md (`pnpm docs:generate`): our reading of each format's name. */
export function formatsMarkdownTable(): string {
  const rows = AD_TYPES.map((type) => {
    const f = FORMATS[type];
    const slots = f.requiredSlots.map((s) => s.label).join("; ") || "—";
    return `| \`${type}\` | ${f.label} | ${f.family} | ${structureText(f.structure)} | ${f.defaultSizes.map(size).join(", ")} | ${f.sizes.map(size).join(", ")}${f.customSizes ? ", or a custom W×H" : ""} | ${slots} | ${f.reading} |`;
  });
  return [
    "| Type | Label | Family | Structure | Default sizes | Allowed sizes | Required | Our reading |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
