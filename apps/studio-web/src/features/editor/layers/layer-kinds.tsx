import type { LayerContent } from "@adstudio/creative/document";
import {
  IconBoxMultiple,
  IconBrandHtml5,
  IconClick,
  IconMovie,
  IconPhoto,
  IconPuzzle,
  IconTypography,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export type LayerKind = LayerContent["kind"];

/** What the panels call each layer kind, and its icon. */
export const LAYER_KIND_INFO: Record<
  LayerKind,
  { label: string; icon: ComponentType<{ size?: number; stroke?: number }> }
> = {
  text: { label: "Text", icon: IconTypography },
  image: { label: "Image", icon: IconPhoto },
  link: { label: "Button", icon: IconClick },
  video: { label: "Video", icon: IconMovie },
  container: { label: "Container", icon: IconBoxMultiple },
  feature: { label: "Feature", icon: IconPuzzle },
  html5: { label: "HTML5 template", icon: IconBrandHtml5 },
};
