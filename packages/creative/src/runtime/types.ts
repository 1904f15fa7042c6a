import type { VCard } from "@adstudio/core";
import type { AdAction, AdEvent } from "../document/behaviour";
import type { RtDocument, RtElement, RtVideo, RtWindow } from "./dom";

/** One layer's action as the runtime wires it; `page` is the layer's page (timers start when it shows). */
export interface RuntimeAction {
  layer: string;
  page: string;
  on: AdEvent;
  do: AdAction;
}

/** What render hands the runtime (a JSON script in the page). Everything here is data, never code. */
export interface RuntimeConfig {
  /** Exit name → the document's URL; `?clickTag=` and the global `clickTag` variable win over it. */
  exits: Record<string, string>;
  actions: RuntimeAction[];
  pages: { id: string; durationMs?: number }[];
  /** The preview's vCard messages, built at render time from the document's vCard features. */
  vcards: Record<string, { card: VCard; fileName: string }>;
  /** The preview's `toggles` message: which device views make sense for the format. */
  toggles: { desktop: boolean; phone: boolean };
  /** Hosted mode only: where the impression and click beacons go. */
  tracker: string | null;
  design: { width: number; height: number };
  /** Scale the design to the window (responsive, mobile and video sizes fill the device). */
  fit: boolean;
  /** The exit the whole ad leads to when no layer exits (Google Ads: the whole ad is clickable). */
  stageExit: string | null;
  structure: string;
  /** VAST formats: when the skip control unlocks. */
  skipAfterMs: number | null;
  /** The editor's canvas: open this page (not the first) and move nothing on its own. */
  edit?: { page: string };
}

export type ActionHandler = (action: AdAction) => void;

/** What the core runtime gives each structure's runtime. */
export interface RuntimeApi {
  w: RtWindow;
  d: RtDocument;
  root: RtElement;
  cfg: RuntimeConfig;
  reducedMotion: boolean;
  exit(name: string): void;
  act(action: AdAction): void;
  showPage(id: string): void;
  currentPage(): string | null;
  post(message: unknown): void;
  /** Reports an event to the tracker (hosted mode only) with its details: exit, layer, action, page, ms. */
  beacon(event: string, extra?: Record<string, string | number>): void;
  /** Calls `done` with "left", "right", "up" or "down" after a pointer swipe of 30 px or more. */
  swipe(element: RtElement, done: (direction: string) => void): void;
  /** Every `<video>` of a layer, by layer id. */
  video(layer: string): RtVideo | null;
  /** Structures add or replace handlers (expand, collapse, richBotReply …). */
  handlers: Record<string, ActionHandler>;
  /** Called with the page id each time a page shows. */
  onPage: ((id: string) => void)[];
  /** Replaces how an exit opens (SIMID asks the player to open it). */
  openExit: (url: string) => void;
}

export type StructureRuntime = (api: RuntimeApi) => void;
