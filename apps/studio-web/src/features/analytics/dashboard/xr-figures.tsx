import type { AnalyticsCounts } from "@adstudio/api-client";
import { type FigureTile, FigureTiles, wholeNumber as whole } from "./figure-tiles";

/** Time on the poster: seconds under a minute, else minutes and seconds, else hours and minutes. */
export function formatDwell(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The XR phone page's figures (issue 35), in the order a visit goes through them. */
export function xrTiles(c: AnalyticsCounts): FigureTile[] {
  return [
    { label: "Camera allowed", value: whole(c.cameraGranted), hint: "Phone pages that opened the camera" },
    { label: "Camera refused", value: whole(c.cameraRefused), hint: "Shown the poster instead" },
    { label: "Poster found", value: whole(c.targetFound), hint: "Visits that found the poster" },
    { label: "Poster lost", value: whole(c.targetLost), hint: "Times it left the camera's view" },
    { label: "Time on poster", value: formatDwell(c.targetDwellMs), hint: "Tracked, all visits" },
  ];
}

/** The XR figures show for AI tracker ads: filtered to that format, or when any XR event was counted. */
export function showsXr(counts: AnalyticsCounts | undefined, format: string | undefined): boolean {
  if (!counts) return false;
  if (format === "ai-tracker") return true;
  return counts.cameraGranted + counts.cameraRefused + counts.targetFound > 0;
}

/** Five tiles of the XR phone page's live figures (preview views are never among them). */
export function XrFigures({ counts }: { counts: AnalyticsCounts }) {
  return <FigureTiles tiles={xrTiles(counts)} cols={5} valueSize={24} />;
}
