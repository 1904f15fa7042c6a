/** One finding of `validate`: `path` names the field (`layers.hero.props.width`) or file (`index.html`). */
export interface Issue {
  code: string;
  severity: "error" | "warning";
  path: string;
  message: string;
}

export type ValidateInput =
  | { kind: "document"; document: unknown }
  | { kind: "zip"; bytes: Uint8Array; name?: string }
  | { kind: "files"; files: Record<string, Uint8Array> }
  | { kind: "vast"; xml: string };

/**
 * `google-ads` is Google Ads' HTML5 upload (no video files); `google-video` is the same Google rules for
 * creatives that carry their own video (DV360 / CM360 rich media), the profile video-format zips pass.
 * `gam` and `cm360` are Google Ad Manager's and Campaign Manager 360's HTML5 uploads.
 */
export const PROFILES = ["iab", "google-ads", "google-video", "dv360", "gam", "cm360"] as const;
export type Profile = (typeof PROFILES)[number];

export interface ValidateOptions {
  profile: Profile;
  /** The size the creative must declare (`300x250`), when the caller knows it. */
  size?: string;
  /**
   * Documents only: the origin the ad will be published from (`https://studio.example`). A video ad's
   * VAST tag names its media there, so the tag is checked only when the caller says where.
   */
  origin?: string;
}

export const issue = (
  code: string,
  path: string,
  message: string,
  severity: Issue["severity"] = "error",
): Issue => ({
  code,
  severity,
  path,
  message,
});

export const KB = 1024;
export const kb = (bytes: number) => `${Math.round((bytes / KB) * 10) / 10} KB`;
