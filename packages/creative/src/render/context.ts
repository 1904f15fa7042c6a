import type { AdDocument } from "../document/document";
import type { FeatureType } from "../document/features";
import { assetPath } from "./assets";

/** What one render call accumulates while it walks the document. */
export class RenderContext {
  /** Hash → relative path of every asset the output references. */
  readonly used = new Map<string, string>();
  readonly css: string[] = [];
  readonly keyframes = new Map<string, string>();
  readonly fonts = new Map<string, string>();
  /** Feature types the ad shows: their runtimes are inlined. */
  readonly featureTypes = new Set<FeatureType>();
  /** Template id → its folder beside index.html (`html5/{id}/`): the caller copies the template's files there. */
  readonly templates = new Map<string, string>();

  constructor(
    readonly doc: AdDocument,
    readonly size: string,
    /** Prefix of asset URLs (preview mode), `""` otherwise. */
    readonly assetBase: string,
    /** Prefix of the hosted templates' folders (preview mode), null to use the copies beside index.html. */
    readonly templateBase: string | null = null,
  ) {}

  /** The address an HTML5 layer's frame loads: the hosted template in a preview, else its copy. */
  template(id: string, entry: string): string {
    const folder = `html5/${id}/`;
    this.templates.set(id, folder);
    return this.templateBase === null ? `${folder}${entry}` : `${this.templateBase}${id}/${entry}`;
  }

  /** The URL of an asset for the output, recording it; null when the document does not hold it. */
  asset(hash: string | undefined): string | null {
    if (!hash) return null;
    const known = this.used.get(hash);
    if (known !== undefined) return this.assetBase + known;
    const asset = this.doc.assets[hash];
    if (!asset) return null;
    const path = assetPath(asset);
    this.used.set(hash, path);
    return this.assetBase + path;
  }

  /** Declares an uploaded font (`font` holds its hash) once, under the name `fontName` gives it. */
  font(hash: string, name: string): void {
    if (this.fonts.has(name)) return;
    const url = this.asset(hash);
    if (url) this.fonts.set(name, `@font-face{font-family:${name};src:url("${url}");font-display:swap}`);
  }
}
