import type { LayerProps, TEXT_FITS } from "@adstudio/creative/document";
import { setLayerProps } from "../layer-ops";
import { defineCommand } from "./command";

/**
 * Edit text (typing on the canvas, one undo step per editing session): the new words, and the box's
 * fit measured by the editor in the size shown (its height after the text grows or shrinks the box,
 * or the smaller font size a shrinking text needs). Measuring needs a browser's layout, so the UI does
 * it and the command stays pure.
 */
export const editTextCommand = defineCommand<{
  id: string;
  text: string;
  fit?: Pick<LayerProps, "height" | "fontSize">;
}>({
  id: "text.edit",
  label: () => "Edit text",
  apply(draft, { id, text, fit }, { session }) {
    const layer = draft.layers[id];
    if (layer?.content.kind !== "text" || layer.locked) return;
    layer.content.text = text.slice(0, 2_000);
    if (fit) setLayerProps(draft, id, session.size, fit);
  },
});

/** Text box: grows with the text, shrinks the text to fit, or fixed (the text's `fit`). */
export const setTextFitCommand = defineCommand<{ id: string; fit: (typeof TEXT_FITS)[number] }>({
  id: "text.setFit",
  label: () => "Change text box",
  apply(draft, { id, fit }) {
    const layer = draft.layers[id];
    if (layer?.content.kind !== "text") return;
    // Grow is the default, so it is stored as no value (older documents read the same).
    if (fit === "grow") delete layer.content.fit;
    else layer.content.fit = fit;
  },
});
