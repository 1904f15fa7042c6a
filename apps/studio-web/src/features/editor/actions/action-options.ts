import type { AdAction, AdDocument, AdEvent, LayerAction } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";

export const EVENT_LABELS: Record<AdEvent["type"], string> = {
  click: "Click",
  tap: "Tap",
  hover: "Hover",
  swipe: "Swipe",
  timer: "After a time",
  videoEnd: "Video ends",
};

export const ACTION_LABELS: Record<AdAction["type"], string> = {
  exit: "Open an exit",
  goToPage: "Go to page",
  playVideo: "Play video",
  pauseVideo: "Pause video",
  seekVideo: "Jump in video",
  expand: "Expand",
  collapse: "Collapse",
  close: "Close the ad",
  downloadVCard: "Download contact card",
  richBotReply: "Chat bot reply",
  showLayer: "Show layer",
  hideLayer: "Hide layer",
};

export interface Choice {
  value: string;
  label: string;
}

/** What the actions of a layer may point at: only things the document has. */
export interface ActionTargets {
  exits: Choice[];
  /** Pages other than the layer's own. */
  pages: Choice[];
  /** Video layers of the layer's page. */
  videos: Choice[];
  /** Layers of the layer's page (show/hide). */
  layers: Choice[];
  vcards: Choice[];
  /** Chats with their steps. */
  chats: (Choice & { steps: Choice[] })[];
}

type TargetSource = Pick<AdDocument, "layers" | "pages" | "exits" | "features">;

/** Exit names in their natural order: clickTag, clickTag2 … clickTag10. */
export const exitNumber = (name: string) => Number(name.slice("clickTag".length) || "1");
export const sortedExits = (exits: AdDocument["exits"]) =>
  Object.keys(exits).sort((a, b) => exitNumber(a) - exitNumber(b));

export function actionTargets(document: TargetSource, layerId: string): ActionTargets {
  const page = document.layers[layerId]?.page;
  const onPage = Object.values(document.layers).filter((l) => l.page === page);
  const named = (id: string, name: string) => ({ value: id, label: name || id });
  return {
    exits: sortedExits(document.exits).map((name) => ({
      value: name,
      label: document.exits[name]?.label ? `${name} – ${document.exits[name]?.label}` : name,
    })),
    pages: document.pages
      .map((p, i) => ({ value: p.id, label: `${i + 1}. ${p.name || p.id}` }))
      .filter((p) => p.value !== page),
    videos: onPage.filter((l) => l.content.kind === "video").map((l) => named(l.id, l.name)),
    layers: onPage.map((l) => named(l.id, l.id === layerId ? `${l.name || l.id} (this layer)` : l.name)),
    vcards: document.features
      .filter((f) => f.type === "vcard")
      .map((f) => named(f.id, f.type === "vcard" ? [f.firstName, f.lastName].join(" ").trim() : "")),
    chats: document.features.flatMap((f) =>
      f.type === "chat"
        ? [
            {
              ...named(f.id, f.botName),
              steps: f.steps.map((s) => ({ value: s.id, label: s.bot.slice(0, 40) || s.id })),
            },
          ]
        : [],
    ),
  };
}

/**
 * The action kinds a layer can use: those whose target exists in the document, and expand, collapse or
 * close only where the format has them.
 */
export function availableActions(format: string, targets: ActionTargets): AdAction["type"][] {
  const structure = formatOf(format).structure;
  const expanding = structure.kind === "expanding";
  const closable =
    expanding || structure.kind === "sticky" || (structure.kind === "canvas" && structure.closable);
  const has: Record<AdAction["type"], boolean> = {
    exit: targets.exits.length > 0,
    goToPage: targets.pages.length > 0,
    playVideo: targets.videos.length > 0,
    pauseVideo: targets.videos.length > 0,
    seekVideo: targets.videos.length > 0,
    expand: expanding,
    collapse: expanding,
    close: closable,
    downloadVCard: targets.vcards.length > 0,
    richBotReply: targets.chats.some((c) => c.steps.length > 0),
    showLayer: targets.layers.length > 0,
    hideLayer: targets.layers.length > 0,
  };
  return (Object.keys(ACTION_LABELS) as AdAction["type"][]).filter((kind) => has[kind]);
}

/** Events a layer can listen to; "video ends" only when the page has a video. */
export const availableEvents = (targets: ActionTargets): AdEvent["type"][] =>
  (Object.keys(EVENT_LABELS) as AdEvent["type"][]).filter(
    (e) => e !== "videoEnd" || targets.videos.length > 0,
  );

/** An event of `type` with its first valid parameters. */
export function defaultEvent(type: AdEvent["type"], targets: ActionTargets): AdEvent {
  switch (type) {
    case "swipe":
      return { type, direction: "left" };
    case "timer":
      return { type, afterMs: 1000 };
    case "videoEnd":
      return { type, layer: targets.videos[0]?.value ?? "" };
    default:
      return { type };
  }
}

/** An action of `type` pointing at its first valid target. */
export function defaultAction(type: AdAction["type"], targets: ActionTargets): AdAction {
  const first = (list: Choice[]) => list[0]?.value ?? "";
  switch (type) {
    case "exit":
      return { type, exit: first(targets.exits) };
    case "goToPage":
      return { type, page: first(targets.pages) };
    case "playVideo":
    case "pauseVideo":
      return { type, layer: first(targets.videos) };
    case "seekVideo":
      return { type, layer: first(targets.videos), seconds: 0 };
    case "downloadVCard":
      return { type, feature: first(targets.vcards) };
    case "richBotReply": {
      const chat = targets.chats.find((c) => c.steps.length > 0);
      return { type, feature: chat?.value ?? "", step: chat ? first(chat.steps) : "" };
    }
    case "showLayer":
    case "hideLayer":
      return { type, layer: first(targets.layers) };
    default:
      return { type };
  }
}

const labelOf = (list: Choice[], value: string) => list.find((c) => c.value === value)?.label ?? value;

/** One line for an action: "Click → Open an exit: clickTag". */
export function describeAction(action: LayerAction, targets: ActionTargets): string {
  const on = action.on;
  const event =
    on.type === "swipe"
      ? `Swipe ${on.direction}`
      : on.type === "timer"
        ? `After ${on.afterMs / 1000} s`
        : on.type === "videoEnd"
          ? `${labelOf(targets.videos, on.layer)} ends`
          : EVENT_LABELS[on.type];
  const d = action.do;
  const what = ACTION_LABELS[d.type];
  const target =
    d.type === "exit"
      ? d.exit
      : d.type === "goToPage"
        ? labelOf(targets.pages, d.page)
        : d.type === "seekVideo"
          ? `${labelOf(targets.videos, d.layer)} at ${d.seconds} s`
          : "layer" in d
            ? labelOf(
                d.type === "playVideo" || d.type === "pauseVideo" ? targets.videos : targets.layers,
                d.layer,
              )
            : d.type === "downloadVCard"
              ? labelOf(targets.vcards, d.feature)
              : d.type === "richBotReply"
                ? labelOf(targets.chats, d.feature)
                : "";
  return `${event} → ${what}${target ? `: ${target}` : ""}`;
}
