import type { AppDeps } from "../../app-env.js";

/** The VAST 4 tracking events a player may report to `/api/vast/track` (plus `click` for ClickTracking). */
export const VAST_EVENTS = [
  "impression",
  "error",
  "creativeView",
  "loaded",
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "mute",
  "unmute",
  "pause",
  "resume",
  "rewind",
  "skip",
  "progress",
  "playerExpand",
  "playerCollapse",
  "closeLinear",
  "click",
] as const;
export type VastEvent = (typeof VAST_EVENTS)[number];

export function isVastEvent(value: unknown): value is VastEvent {
  return typeof value === "string" && (VAST_EVENTS as readonly string[]).includes(value);
}

export interface VastEventRecord {
  creative: string;
  event: VastEvent;
  /** ISO time the request arrived. */
  at: string;
  /** The VAST error code, for `error` events that carry one. */
  code?: string;
}

/** How many recent events the log keeps; older ones fall off (it is a check, not the analytics store). */
export const VAST_LOG_CAPACITY = 5000;

/**
 * Recent tracking events of this process, newest last, capped at {@link VAST_LOG_CAPACITY}. It lets
 * people and end-to-end tests see that a player's pixels arrived; with several replicas each keeps its
 * own. Durable ad analytics belong to the analytics feature, not here.
 */
export class VastEventLog {
  private readonly events: VastEventRecord[] = [];

  constructor(private readonly capacity = VAST_LOG_CAPACITY) {}

  record(entry: VastEventRecord): void {
    this.events.push(entry);
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
  }

  /** Events of one creative (all when none is given), oldest first. */
  list(creative?: string): VastEventRecord[] {
    return creative ? this.events.filter((e) => e.creative === creative) : [...this.events];
  }
}

// One log per app instance (tests build several apps in one process), without widening AppDeps.
const logs = new WeakMap<AppDeps, VastEventLog>();

export function vastEventLog(deps: AppDeps): VastEventLog {
  let log = logs.get(deps);
  if (!log) {
    log = new VastEventLog();
    logs.set(deps, log);
  }
  return log;
}
