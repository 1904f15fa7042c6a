import { budgetOf, isAllowedAddress, MAX_ANIMATION_MS } from "./budgets";
import { type Issue, issue, KB, kb, type Profile } from "./types";

/**
 * What a creative did when it ran in a browser (`adstudio validate --run` records it): every request with
 * the bytes it received (0 for a blocked one), the elements its scripts created after load, the errors it
 * printed, the animations it started and the CPU it used.
 */
export interface RunRecord {
  /** The size it ran at (`300x250`), which picks the LEAN budget. */
  size: string;
  requests: RunRequest[];
  /** `<script>`, `<img>` and `<iframe>` elements scripts created, and what they point at. */
  created: { tag: string; src: string }[];
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Each animation's end on the document timeline in ms; null for one that never ends. */
  animations: { name: string; endMs: number | null }[];
  /** Main-thread task time: in total, and while the creative was watched after it loaded (observedMs long). */
  cpu: { totalMs: number; observedMs: number; busyMs: number };
}

export interface RunRequest {
  url: string;
  /** Whether the creative's own files answered it (the loopback server), or another host. */
  local: boolean;
  /** Received bytes, as sent on the wire (gzip where the server compresses). */
  bytes: number;
  /** `initial` before the frame's `load`, `polite` after. */
  phase: "initial" | "polite";
}

/** Chrome's heavy-ad intervention (CREATIVE-STANDARDS): 4 MB network, 15 s CPU in 30 s, 60 s in total. */
export const HEAVY_AD = {
  networkBytes: 4 * 1024 * 1024,
  cpuWindowMs: 15_000,
  windowMs: 30_000,
  cpuTotalMs: 60_000,
};
/** IAB's 15 s of animation; Google's profiles allow 30 s. */
const IAB_ANIMATION_MS = 15_000;
/** Autoplay video in display may add 1.1 MB after load (IAB), which the video profile allows. */
const VIDEO_POLITE_KB = 1.1 * 1024;

const GOOGLE_PROFILES: readonly Profile[] = ["google-ads", "google-video", "dv360", "gam", "cm360"];
/** Whole seconds: a run measures animation ends to a few milliseconds of the page's own start. */
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The issues of a creative's run under a profile (`[]` when it kept every rule). */
export function runIssues(record: RunRecord, profile: Profile): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const request of record.requests) {
    if (request.local || seen.has(request.url) || isAllowedAddress(request.url, profile)) continue;
    seen.add(request.url);
    issues.push(
      issue(
        "run-host",
        request.url,
        `The creative requests ${request.url} from ${hostOf(request.url)}, which ${profile} does not allow (blocked).`,
      ),
    );
  }
  for (const element of record.created) {
    if (!/^(https?:)?\/\//i.test(element.src) || isAllowedAddress(element.src, profile)) continue;
    issues.push(
      issue("run-inserted", element.src, `A script inserts <${element.tag}> that loads ${element.src}.`),
    );
  }
  for (const message of record.pageErrors) issues.push(issue("run-script-error", "", message));
  for (const message of record.consoleErrors)
    issues.push(issue("run-console", "", `Console error: ${message}`, "warning"));

  issues.push(...weightIssues(record, profile), ...animationIssues(record, profile), ...cpuIssues(record));
  return issues;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

function weightIssues(record: RunRecord, profile: Profile): Issue[] {
  const issues: Issue[] = [];
  const budget = budgetOf(record.size);
  const sum = (phase: RunRequest["phase"]) =>
    record.requests.filter((r) => r.phase === phase).reduce((n, r) => n + r.bytes, 0);
  const initial = sum("initial");
  const polite = sum("polite");
  if (initial > budget.initialKb * KB) {
    issues.push(
      issue(
        "run-weight-initial",
        "",
        `The initial load downloaded ${kb(initial)}; ${profile} allows ${budget.initialKb} KB for ${record.size}.`,
      ),
    );
  }
  const politeKb = budget.subloadKb + (profile === "google-video" ? VIDEO_POLITE_KB : 0);
  if (polite > politeKb * KB) {
    issues.push(
      issue(
        "run-weight-polite",
        "",
        `The polite load downloaded ${kb(polite)}; ${profile} allows ${politeKb} KB for ${record.size}.`,
      ),
    );
  }
  if (initial + polite > HEAVY_AD.networkBytes) {
    issues.push(
      issue(
        "heavy-ad-network",
        "",
        `The creative downloaded ${kb(initial + polite)}; Chrome unloads an ad past 4 MB of network.`,
      ),
    );
  }
  return issues;
}

function animationIssues(record: RunRecord, profile: Profile): Issue[] {
  const limit = GOOGLE_PROFILES.includes(profile) ? MAX_ANIMATION_MS : IAB_ANIMATION_MS;
  const endless = record.animations.find((a) => a.endMs === null);
  if (endless) {
    return [
      issue(
        "run-animation-length",
        endless.name,
        `An animation (${endless.name}) loops forever; ${profile} allows ${seconds(limit)}.`,
      ),
    ];
  }
  const last = record.animations.reduce<{ name: string; endMs: number } | null>(
    (a, b) => (b.endMs !== null && (a === null || b.endMs > a.endMs) ? { name: b.name, endMs: b.endMs } : a),
    null,
  );
  if (last && last.endMs > limit) {
    return [
      issue(
        "run-animation-length",
        last.name,
        `An animation (${last.name}) runs ${seconds(last.endMs)}; ${profile} allows ${seconds(limit)}.`,
      ),
    ];
  }
  return [];
}

/**
 * The run watches a few seconds after load, not Chrome's 30 s window: a creative that keeps the main thread
 * busier than half the time it is watched is on course for 15 s in 30 s, so that share stands for the window.
 */
function cpuIssues(record: RunRecord): Issue[] {
  const issues: Issue[] = [];
  const { cpu } = record;
  const share = cpu.observedMs > 0 ? cpu.busyMs / cpu.observedMs : 0;
  if (share > HEAVY_AD.cpuWindowMs / HEAVY_AD.windowMs) {
    issues.push(
      issue(
        "heavy-ad-cpu",
        "",
        `The creative kept the main thread ${Math.round(share * 100)} % busy after it loaded; Chrome unloads an ad past 15 s of CPU in any 30 s.`,
      ),
    );
  }
  if (cpu.totalMs > HEAVY_AD.cpuTotalMs) {
    issues.push(
      issue(
        "heavy-ad-cpu",
        "",
        `The creative used ${seconds(cpu.totalMs)} of CPU; Chrome unloads an ad past 60 s in total.`,
      ),
    );
  }
  return issues;
}
