import type { AdDocument } from "../document/document";
import type { Layer, LayerProps } from "../document/layer";
import { layerTree } from "../render/layers";
import { RenderError } from "../render/render";
import { propsFor } from "../render/styles";
import { chatStill } from "./chat-still";
import { type FeatureStill, featureOf, featureStill } from "./feature-still";
import { STATIC_FONT_FAMILY, satoriStyle } from "./satori-style";

/**
 * The element tree satori draws (the shape React elements have, without React): a tag, and props with
 * an inline style and children. Satori reads only these plain objects.
 */
export interface StaticElement {
  type: "div" | "img";
  props: {
    style: Record<string, string | number>;
    children?: (StaticElement | string)[];
    src?: string;
    alt?: string;
  };
}

/** What the HTML renderer's page CSS sets, so the image looks like the ad in a browser. */
const PAGE_TEXT = { fontSize: 14, lineHeight: 1.25, color: "#111111" } as const;

/**
 * The assets one size of a static image draws (image layers, link images, video posters and the pictures
 * of features, see {@link featureStill}, on the first page), so the caller loads only those before calling
 * `staticTree`.
 */
export function staticAssetHashes(doc: AdDocument): string[] {
  const page = doc.pages[0]?.id;
  const hashes = new Set<string>();
  for (const layer of Object.values(doc.layers)) {
    if (layer.page !== page || layer.hidden) continue;
    const c = layer.content;
    if (c.kind === "image") hashes.add(c.asset);
    if (c.kind === "link" && c.asset) hashes.add(c.asset);
    if (c.kind === "video" && c.poster) hashes.add(c.poster);
    if (c.kind === "feature") {
      const still = featureStill(featureOf(doc, c.feature));
      if (still) hashes.add(still.asset);
    }
  }
  return [...hashes];
}

/**
 * One size of a document as satori's element tree: the first page (a static image has one screen) with
 * its layers absolutely positioned at that size, as the HTML renderer places them. `images` maps an
 * asset hash to a data URL the caller read. Motion, hover styles and interactivity are not drawn: a still
 * image has none of them; a feature shows the picture a viewer first sees of it, if it has one.
 */
export function staticTree(
  doc: AdDocument,
  size: string,
  images: Readonly<Record<string, string>>,
): StaticElement {
  const canvas = doc.teaser[size];
  if (!canvas) {
    const sizes = Object.keys(doc.teaser).join(", ");
    throw new RenderError(`The ad has no size "${size}"; its sizes are ${sizes}.`);
  }
  const page = doc.pages[0];
  const tree = layerTree(doc.layers);
  const seen = new Set<string>();
  const draw = (key: string): StaticElement[] =>
    (tree.get(key) ?? []).flatMap((layer) => {
      if (seen.has(layer.id) || layer.hidden) return [];
      seen.add(layer.id);
      const feature = layer.content.kind === "feature" ? featureOf(doc, layer.content.feature) : undefined;
      const still: FeatureDrawing = feature?.type === "chat" ? chatStill(feature) : featureStill(feature);
      const element = layerElement(layer, propsFor(layer, size, doc.baseSize), images, draw, still);
      return element ? [element] : [];
    });
  const pageElement: StaticElement = {
    type: "div",
    props: {
      style: { position: "absolute", left: 0, top: 0, width: canvas.width, height: canvas.height },
      children: page ? draw(`page:${page.id}`) : [],
    },
  };
  if (page?.background) pageElement.props.style.backgroundColor = page.background;
  return {
    type: "div",
    props: {
      style: {
        display: "flex",
        position: "relative",
        width: canvas.width,
        height: canvas.height,
        backgroundColor: doc.stage.background,
        fontFamily: STATIC_FONT_FAMILY,
        ...PAGE_TEXT,
      },
      children: [pageElement],
    },
  };
}

function imageElement(
  hash: string,
  alt: string,
  images: Readonly<Record<string, string>>,
  props: LayerProps,
  fit: FeatureStill["fit"] = "cover",
): StaticElement {
  const src = images[hash];
  if (!src) throw new RenderError(`The image ${hash.slice(0, 12)}… was not loaded for the static image.`);
  const style: Record<string, string | number> = { width: "100%", height: "100%", objectFit: fit };
  // The picture carries the layer's rounded corners itself, as an image layer's <img> does in HTML.
  if (props.borderRadius !== undefined) style.borderRadius = props.borderRadius;
  return { type: "img", props: { src, alt, style } };
}

/** How a feature layer is drawn: its first picture, or (a chat) elements of its own; null: nothing. */
type FeatureDrawing = FeatureStill | StaticElement[] | null;

function layerElement(
  layer: Layer,
  props: LayerProps,
  images: Readonly<Record<string, string>>,
  draw: (key: string) => StaticElement[],
  still: FeatureDrawing,
): StaticElement | null {
  const c = layer.content;
  let children: (StaticElement | string)[];
  switch (c.kind) {
    case "image":
      children = [imageElement(c.asset, c.alt, images, props)];
      break;
    case "link":
      children = c.asset ? [imageElement(c.asset, c.label, images, props)] : [c.label];
      break;
    case "text":
      children = [c.text];
      break;
    case "video":
      // A still shows the video's poster, or the layer's own box when it has none.
      children = c.poster ? [imageElement(c.poster, c.alt, images, props)] : [];
      break;
    case "container":
      children = draw(layer.id);
      break;
    case "feature":
      // A 360° view, cube or gallery shows its first picture, a chat its opening (a list thumbnail of
      // 3d-xplore, 4d-roll or richbot would otherwise be the bare stage); countdowns and the like show none.
      if (!still || (Array.isArray(still) && still.length === 0)) return null;
      children = Array.isArray(still)
        ? still
        : [imageElement(still.asset, still.alt, images, props, still.fit)];
      break;
    case "html5":
      return null;
  }
  const style = boxStyle(props, c.kind === "container" && c.clip);
  // As the HTML renderer's CSS: a button's label and words on a filled box sit in the box's middle,
  // the filled box with room from its edges.
  const boxed = c.kind === "text" && props.background !== undefined;
  if (c.kind === "link" || boxed) {
    style.alignItems = "center";
    style.justifyContent ??= "center";
  }
  if (boxed)
    style.padding = `${Math.round(0.3 * (props.fontSize ?? 14))}px ${Math.round(0.6 * (props.fontSize ?? 14))}px`;
  return { type: "div", props: { style, children } };
}

/** The layer's box and text style in satori's camelCase CSS, the HTML renderer's declarations (`satoriStyle`). */
export function boxStyle(p: LayerProps, clip: boolean): Record<string, string | number> {
  // Border-box, as the HTML renderer's `*{box-sizing:border-box}`: satori sizes boxes content-box, which
  // drew a padded text band wider and taller than its layer (and than the HTML5 creative).
  const style: Record<string, string | number> = {
    position: "absolute",
    display: "flex",
    boxSizing: "border-box",
    ...satoriStyle(p),
  };
  // Only a clipping container hides what overflows it, as in the HTML renderer's CSS.
  if (clip) style.overflow = "hidden";
  style.whiteSpace = "pre-wrap";
  return style;
}
