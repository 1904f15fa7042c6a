import type { RtVideo } from "./dom";
import type { RuntimeApi } from "./types";

/**
 * Player controls of the video formats (vertical, vast, vpaid): play/pause and sound buttons that say
 * their state, a progress bar, a skip control that unlocks after `skipAfterMs`, and quartile beacons in
 * hosted mode. Self-contained for `toString()` inlining (see core.ts).
 */
export function videoRuntime(api: RuntimeApi): void {
  for (const player of Array.from(api.root.querySelectorAll(".player"))) {
    const v = player.querySelector("video") as RtVideo | null;
    if (!v) continue;
    const toggle = player.querySelector(".v-play");
    const sound = player.querySelector(".v-mute");
    const bar = player.querySelector(".v-bar");
    const skip = player.querySelector(".v-skip");
    const sent: Record<string, boolean> = {};
    const state = () => {
      toggle?.setAttribute("aria-pressed", String(!v.paused));
      sound?.setAttribute("aria-pressed", String(!v.muted));
    };
    toggle?.addEventListener("click", (e) => {
      e.stopPropagation();
      if (v.paused) {
        if (v.currentTime > 0) api.beacon("resume");
        v.play().catch(() => undefined);
      } else {
        api.beacon("pause");
        v.pause();
      }
    });
    sound?.addEventListener("click", (e) => {
      e.stopPropagation();
      v.muted = !v.muted;
      api.beacon(v.muted ? "mute" : "unmute");
      state();
    });
    v.addEventListener("play", state);
    v.addEventListener("pause", state);
    v.addEventListener("timeupdate", () => {
      const share = v.duration > 0 ? v.currentTime / v.duration : 0;
      bar?.style.setProperty("--v", share.toFixed(3));
      for (const [name, at] of [
        ["start", 0],
        ["firstQuartile", 0.25],
        ["midpoint", 0.5],
        ["thirdQuartile", 0.75],
      ] as const) {
        if (share >= at && !sent[name] && v.currentTime > 0) {
          sent[name] = true;
          api.beacon(name);
        }
      }
    });
    v.addEventListener("ended", () => api.beacon("complete"));
    if (skip) {
      const after = api.cfg.skipAfterMs ?? 0;
      api.w.setTimeout(() => skip.removeAttribute("disabled"), after);
      skip.addEventListener("click", (e) => {
        e.stopPropagation();
        v.pause();
        api.beacon("skip");
        api.act({ type: "close" });
      });
    }
    state();
  }
}

/**
 * vpaid's interactive overlay speaks SIMID (the successor of VPAID): it opens a session with the player,
 * answers the player's messages, and when a player drives it, the player plays the media (the ad's own
 * video hides) and opens exits. Alone (preview, hosted page) it plays its own video.
 */
export function simidRuntime(api: RuntimeApi): void {
  const session = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  let messageId = 0;
  const send = (type: string, args: unknown) =>
    api.post({ sessionId: session, messageId: messageId++, timestamp: Date.now(), type, args });
  api.w.addEventListener("message", (e) => {
    const data = e.data as { type?: unknown; messageId?: unknown; sessionId?: unknown } | null;
    if (!data || typeof data.type !== "string" || !data.type.startsWith("SIMID:Player:")) return;
    if (data.sessionId !== session || e.source !== api.w.parent) return;
    if (data.type === "SIMID:Player:init") {
      api.root.classList.add("simid");
      const own = api.root.querySelector(".player video") as RtVideo | null;
      own?.pause();
      api.openExit = (url) => send("SIMID:Creative:clickThru", { url, playerHandles: true });
    }
    send("resolve", { messageId: data.messageId });
  });
  if (api.w.parent !== api.w) send("createSession", {});
}

/**
 * ai-tracker (XR Studio): "Open camera" shows the phone's rear camera behind the layers; when the camera
 * is refused or missing (a framed preview has none), the poster layers stay as they are. The published
 * phone page (apps/api features/xr) frames the creative with `#xr` and does the tracking itself.
 */
export function cameraRuntime(api: RuntimeApi): void {
  const button = api.root.querySelector(".cam-start");
  const feed = api.root.querySelector(".camera") as RtVideo | null;
  if (!button || !feed) return;
  // Framed by the XR phone page (`#xr`): that page owns the camera and tracks the poster; a sandboxed
  // creative could not open the camera anyway (an opaque origin has none).
  if (api.w.location.hash === "#xr") {
    button.style.setProperty("display", "none");
    return;
  }
  button.addEventListener("click", (e) => {
    e.stopPropagation();
    const devices = api.w.navigator.mediaDevices;
    if (!devices) return api.root.classList.add("no-camera");
    devices
      .getUserMedia({ video: { facingMode: "environment" }, audio: false })
      .then((stream) => {
        feed.srcObject = stream;
        feed.hidden = false;
        api.root.classList.add("camera-on");
        feed.play().catch(() => undefined);
        api.beacon("camera");
      })
      .catch(() => api.root.classList.add("no-camera"));
  });
}
