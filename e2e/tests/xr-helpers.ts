import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { createCompanyVia, createVia, stamp } from "./master-data-helpers";

/** Helpers of the XR Studio specs (issue 35): a poster, a camera film of it, and a published AI tracker ad. */

const FFMPEG = "/usr/bin/ffmpeg";

/** The exit the anchored button leads to. */
export const XR_EXIT = "https://museum.example/tickets";
export const XR_BUTTON = "Visit the museum";

/** A detailed poster (a Mandelbrot picture) at the ad's design size, as a PNG. */
export function makePoster(dir: string, width: number, height: number): string {
  const file = path.join(dir, "poster.png");
  execFileSync(FFMPEG, [
    ...["-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", `mandelbrot=size=${width}x${height}:start_scale=1.5:end_pts=1,format=rgb24`],
    ...["-frames:v", "1", file],
  ]);
  return file;
}

/** A plain single-colour poster: nothing to track on it. */
export function makePlainPoster(dir: string, width: number, height: number): string {
  const file = path.join(dir, "plain.png");
  execFileSync(FFMPEG, [
    ...["-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", `color=c=0x2f9e44:size=${width}x${height},format=rgb24`],
    ...["-frames:v", "1", file],
  ]);
  return file;
}

/**
 * Where the poster's centre is in each half of the film, on a 480 × 640 screen showing the 480 × 640 camera
 * one to one: five seconds on the left tilted one way, then five on the right tilted the other way. (The
 * frame's centre, where the poster's is, lands where the diagonals of the warped corners cross.)
 */
export const FILM_CENTRES = { left: { x: 181, y: 320 }, right: { x: 299, y: 320 } } as const;

/**
 * A ten-second portrait camera film (480 × 640, y4m as Chromium's fake camera wants) of the poster on a
 * grey wall, with a perspective change and a move between its halves. Chromium plays it in a loop.
 */
export function makeFilm(dir: string, poster: string): string {
  const file = path.join(dir, "camera.y4m");
  // The poster is drawn 180 × 320 in the middle of the frame, then the whole frame is warped so that its
  // corners land at these points (ffmpeg's perspective filter, sense=destination).
  const left = "x0=-100:y0=-20:x1=420:y1=30:x2=-100:y2=660:x3=420:y3=610";
  const right = "x0=60:y0=30:x1=580:y1=-20:x2=60:y2=610:x3=580:y3=660";
  execFileSync(FFMPEG, [
    ...["-loglevel", "error", "-y", "-loop", "1", "-framerate", "10", "-i", poster],
    "-filter_complex",
    `[0:v]scale=180:320,pad=480:640:150:160:color=0x808070,split[a][b];` +
      `[a]perspective=${left}:sense=destination,trim=duration=5,setpts=PTS-STARTPTS[l];` +
      `[b]perspective=${right}:sense=destination,trim=duration=5,setpts=PTS-STARTPTS[r];` +
      `[l][r]concat=n=2:v=1,format=yuv420p[v]`,
    ...["-map", "[v]", "-t", "10", file],
  ]);
  return file;
}

/**
 * Compiles the poster into a MindAR target in a studio page, with the library the studio serves, as the
 * editor does; answers the `.mind` bytes.
 */
export async function compileTarget(browser: Browser, baseURL: string, poster: string): Promise<Buffer> {
  const page = await browser.newPage({ baseURL });
  try {
    await page.goto("/login");
    const png = `data:image/png;base64,${readFileSync(poster).toString("base64")}`;
    const base64 = await page.evaluate(async (src) => {
      const { Compiler } = await import("/xr/lib/mindar-image.prod.js" as string);
      const image = new Image();
      image.src = src;
      await image.decode();
      const compiler = new Compiler();
      await compiler.compileImageTargets([image], () => undefined);
      const bytes = new Uint8Array(await compiler.exportData());
      let text = "";
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    }, png);
    return Buffer.from(base64, "base64");
  } finally {
    await page.close();
  }
}

interface Doc {
  teaser: Record<string, { width: number; height: number }>;
  baseSize: string;
  stage: Record<string, unknown>;
  [key: string]: unknown;
}

/** A new AI tracker ad of a new company, as the XRStudio admin creates it; answers its id and design. */
export async function createXrAd(request: APIRequestContext, token: string) {
  const company = await createCompanyVia(request, token, { name: `museum-${stamp()}` });
  const { ad } = await createVia<{ ad: { _id: string; document: Doc } }>(request, token, "/api/ads/create", {
    name: "Museum poster XR",
    type: "ai-tracker",
    company: company._id,
  });
  const design = ad.document.teaser[ad.document.baseSize];
  if (!design) throw new Error("the AI tracker ad has no base size");
  return { ad, design };
}

/** Uploads a file to a multipart endpoint as `token`; answers the JSON body (fails unless 201). */
export async function upload<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<T> {
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/**
 * Gives the ad its poster (the whole canvas), a "Visit the museum" button in the poster's middle whose tap
 * exits, the compiled target, and publishes it (version 1) unless `publish` is false.
 */
export async function publishXrAd(
  request: APIRequestContext,
  token: string,
  ad: { _id: string; document: Doc },
  poster: { asset: Record<string, unknown> & { hash: string }; target: Record<string, unknown> | null },
  publish = true,
) {
  const design = ad.document.teaser[ad.document.baseSize] ?? { width: 360, height: 640 };
  const layer = (id: string, order: string, content: object, props: object, actions: object[] = []) => ({
    id,
    name: id,
    page: "page1",
    parent: null,
    order,
    content,
    props,
    overrides: {},
    animations: [],
    actions,
    hidden: false,
    locked: false,
  });
  const document = {
    ...ad.document,
    exits: { clickTag: { url: XR_EXIT, label: "Tickets" } },
    assets: { [poster.asset.hash]: poster.asset },
    stage: { ...ad.document.stage, ...(poster.target ? { xrTarget: poster.target } : {}) },
    layers: {
      poster: layer(
        "poster",
        "a0",
        { kind: "image", asset: poster.asset.hash, alt: "Museum poster" },
        { posleft: 0, postop: 0, width: design.width, height: design.height },
      ),
      visit: layer(
        "visit",
        "a1",
        { kind: "text", text: XR_BUTTON },
        {
          posleft: Math.round(design.width / 2 - 90),
          postop: Math.round(design.height / 2 - 30),
          width: 180,
          height: 60,
          background: "#1864ab",
          fontColor: "#ffffff",
          fontSize: 20,
        },
        [{ on: { type: "tap" }, do: { type: "exit", exit: "clickTag" } }],
      ),
    },
  };
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.put(`/api/ads/update/${ad._id}`, { headers, data: { revision: 1, document } });
  expect(saved.status(), await saved.text()).toBe(200);
  if (!publish) return;
  const published = await request.post(`/api/ads/publish/${ad._id}`, { headers, data: { revision: 2 } });
  expect(published.status(), await published.text()).toBe(200);
}
