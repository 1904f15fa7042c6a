// The XR phone page's script (issue 35): what an AI tracker ad's QR code opens. It explains why it asks
// for the camera, asks, and then either tracks the poster with MindAR and anchors the ad onto it, or shows
// the poster itself (refused, no camera, no tracking on this phone). The published creative runs in its
// sandboxed frame as everywhere else; this trusted page only moves that frame. Plain JavaScript served as
// it is (no build step): the page's CSP allows scripts from the studio's origin only.

const config = JSON.parse(document.getElementById("xr-config").textContent);
const main = document.querySelector(".xr");
const video = main.querySelector(".xr-camera");
const frame = main.querySelector(".xr-ad");
const status = main.querySelector(".xr-status");
const openButton = main.querySelector(".xr-open");
const skipButton = main.querySelector(".xr-skip");

/** MindAR's camera model: a 45° vertical field of view over the input frame (its Controller's own). */
const FOV_Y = (45 * Math.PI) / 180;
/**
 * MindAR's One Euro filter, which steadies the pose: a low cut-off holds a still poster steady, the beta
 * lets a moving one through without lag (the library's defaults). Frames missed before "lost" and frames
 * seen before "found" keep a flicker from counting as either.
 */
const TRACKING = { filterMinCF: 0.001, filterBeta: 1000, missTolerance: 5, warmupTolerance: 3 };

// ---- beacons: the tracker's events for this view (its own impression id) -------------------------------
const imp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
const trackerBase = `/api/tracker/event?ad=${config.ad}&v=${config.version}&size=${encodeURIComponent(config.size)}`;
function beacon(event, extra = {}) {
  let url = `${trackerBase}&event=${event}&imp=${imp}`;
  for (const [key, value] of Object.entries(extra)) url += `&${key}=${encodeURIComponent(String(value))}`;
  if (!navigator.sendBeacon?.(url)) fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
}

const say = (text) => {
  status.textContent = text;
};
const setMode = (mode) => {
  main.dataset.mode = mode;
};

/** The poster itself, as today's poster mode: the creative fills the screen and scales itself. */
function posterMode(message, event) {
  if (event) beacon(event);
  setMode("poster");
  frame.style.removeProperty("transform");
  frame.style.removeProperty("width");
  frame.style.removeProperty("height");
  say(message);
}

// ---- geometry ------------------------------------------------------------------------------------------

/** Solves the 8 × 8 system of a homography from four point pairs (Gaussian elimination, partial pivot). */
function homography(from, to) {
  const rows = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    const p = rows[col][col];
    if (Math.abs(p) < 1e-12) return null;
    for (let c = col; c < 9; c++) rows[col][c] /= p;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const f = rows[r][col];
      if (f !== 0) for (let c = col; c < 9; c++) rows[r][c] -= f * rows[col][c];
    }
  }
  return rows.map((r) => r[8]);
}

/** A 3 × 3 homography [a b c; d e f; g h 1] as a CSS transform of an element with origin 0 0. */
const matrix3d = ([a, b, c, d, e, f, g, h]) =>
  `matrix3d(${[a, d, 0, g, b, e, 0, h, 0, 0, 1, 0, c, f, 0, 1].map((n) => +n.toFixed(8)).join(",")})`;

/**
 * Where the target's corners are on screen. `m` is MindAR's world matrix (column-major, OpenGL axes:
 * y up, the camera looking down −z, the target's y flipped about its height); the camera's focal length
 * follows its 45° field of view; the video is drawn `object-fit: cover`.
 */
function screenCorners(m, input, target) {
  const f = input.height / 2 / Math.tan(FOV_Y / 2);
  const scale = Math.max(innerWidth / input.width, innerHeight / input.height);
  const dx = (innerWidth - input.width * scale) / 2;
  const dy = (innerHeight - input.height * scale) / 2;
  const corner = (x, y) => {
    const gy = target.height - y;
    const cx = m[0] * x + m[4] * gy + m[12];
    const cy = m[1] * x + m[5] * gy + m[13];
    const cz = m[2] * x + m[6] * gy + m[14];
    const u = (-f * cx) / cz + input.width / 2;
    const v = (f * cy) / cz + input.height / 2;
    return [u * scale + dx, v * scale + dy];
  };
  return [
    corner(0, 0),
    corner(target.width, 0),
    corner(0, target.height),
    corner(target.width, target.height),
  ];
}

// ---- tracking ------------------------------------------------------------------------------------------

let found = false;
let everFound = false;
let foundAt = 0;
let dwellMs = 0;

/** Time on the poster so far, reported when the page is left or hidden (and counted again after). */
function reportDwell() {
  if (found) {
    dwellMs += performance.now() - foundAt;
    foundAt = performance.now();
  }
  const ms = Math.min(Math.round(dwellMs), 3_600_000);
  if (ms > 0) beacon("targetDwell", { ms });
  dwellMs = 0;
}
addEventListener("pagehide", reportDwell);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") reportDwell();
});

function onPose(matrix, input, target) {
  if (!matrix) {
    if (!found) return;
    found = false;
    dwellMs += performance.now() - foundAt;
    main.dataset.target = "lost";
    say("Poster lost: point the camera at it again.");
    beacon("targetLost");
    return;
  }
  const { left, top, width, height } = config.poster;
  const h = homography(
    [
      [left, top],
      [left + width, top],
      [left, top + height],
      [left + width, top + height],
    ],
    screenCorners(matrix, input, target),
  );
  if (!h) return;
  frame.style.transform = matrix3d(h);
  if (found) return;
  found = true;
  foundAt = performance.now();
  main.dataset.target = "found";
  say("Poster found: tap the ad.");
  if (!everFound) beacon("targetFound");
  everFound = true;
}

async function track(input) {
  // The library (about 2.2 MB, 370 KB gzipped) is fetched only now, by this page only.
  const { Controller } = await import(config.library);
  // MindAR reads frames through WebGL. Headless and some phones' browsers hand WebGL an empty picture
  // straight from a <video>, so each frame is copied to a 2D canvas first (one cheap copy per frame).
  const canvas = document.createElement("canvas");
  canvas.width = input.width;
  canvas.height = input.height;
  const context = canvas.getContext("2d");
  const copy = () => {
    context.drawImage(video, 0, 0, input.width, input.height);
    requestAnimationFrame(copy);
  };
  copy();
  let target = null;
  const controller = new Controller({
    inputWidth: input.width,
    inputHeight: input.height,
    ...TRACKING,
    onUpdate: (data) => {
      if (data.type === "updateMatrix" && target) onPose(data.worldMatrix, input, target);
    },
  });
  const { dimensions } = await controller.addImageTargets(`${config.folder}${config.target}`);
  const [width, height] = dimensions[0];
  target = { width, height };
  controller.dummyRun(canvas);
  // MindAR keeps matching while the poster is out of view, so it is found again after a loss.
  controller.processVideo(canvas);
}

async function openCamera() {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    posterMode("This browser cannot use a camera, so here is the poster itself.", "cameraRefused");
    return;
  }
  let stream;
  try {
    stream = await devices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    const none = error?.name === "NotFoundError" || error?.name === "OverconstrainedError";
    posterMode(
      none
        ? "No camera was found, so here is the poster itself."
        : "The camera is off, so here is the poster itself. Allow the camera in your browser to try again.",
      "cameraRefused",
    );
    return;
  }
  beacon("cameraGranted");
  video.srcObject = stream;
  video.hidden = false;
  await video.play().catch(() => undefined);
  if (!video.videoWidth)
    await new Promise((done) => video.addEventListener("loadedmetadata", done, { once: true }));
  const input = { width: video.videoWidth, height: video.videoHeight };
  frame.style.width = `${config.design.width}px`;
  frame.style.height = `${config.design.height}px`;
  setMode("camera");
  if (!config.target) {
    posterMode("This ad has no poster to look for yet, so here is the poster itself.");
    return;
  }
  say("Looking for the poster…");
  try {
    await track(input);
  } catch {
    for (const t of stream.getTracks()) t.stop();
    video.hidden = true;
    posterMode("This phone cannot track the poster, so here is the poster itself.");
  }
}

openButton.addEventListener("click", () => {
  openButton.disabled = true;
  openCamera().finally(() => {
    openButton.disabled = false;
  });
});
skipButton.addEventListener("click", () => posterMode(""));
openButton.focus();
