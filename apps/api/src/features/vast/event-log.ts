import { VAST_LOG_CAPACITY, type VastEventRecord } from "@adstudio/contract";
import type { AppDeps } from "../../app-env.js";

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
