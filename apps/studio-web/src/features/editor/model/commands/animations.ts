import type { AdDocument, Animation } from "@adstudio/creative/document";
import { defineCommand } from "./command";

// A layer's animations as the timeline's dialog edits them: each save or removal is one undo step.

interface LayerAnimation {
  id: string;
  index: number;
}

const animationsOf = (draft: AdDocument, id: string) => draft.layers[id]?.animations;

/** Add an animation at the end of the layer's list. */
export const addAnimationCommand = defineCommand<{ id: string; animation: Animation }>({
  id: "animations.add",
  label: () => "Add animation",
  apply(draft, { id, animation }) {
    animationsOf(draft, id)?.push(animation);
  },
});

/** Replace the layer's animation at `index`. */
export const editAnimationCommand = defineCommand<LayerAnimation & { animation: Animation }>({
  id: "animations.edit",
  label: () => "Edit animation",
  apply(draft, { id, index, animation }) {
    const animations = animationsOf(draft, id);
    if (animations && index >= 0 && index < animations.length) animations[index] = animation;
  },
});

/** Remove the layer's animation at `index`. */
export const removeAnimationCommand = defineCommand<LayerAnimation>({
  id: "animations.remove",
  label: () => "Remove animation",
  apply(draft, { id, index }) {
    animationsOf(draft, id)?.splice(index, 1);
  },
});
