import type { KeyframeProperty } from "@adstudio/creative/document";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { CopiedKeyframe } from "../model/commands/keyframes";

/**
 * The timeline's keyframe selection and clipboard: session state, neither saved nor undone. The
 * selected keyframe is named by layer, property and page time, so it survives the document changing
 * under it (a move selects the keyframe at its new time).
 */
export interface KeyframeState {
  selected: { layer: string; property: KeyframeProperty; timeMs: number } | null;
  /** What Copy took, for Paste on any layer at the playhead. */
  copied: CopiedKeyframe[];
}

export const keyframeState = createStore<KeyframeState>()(() => ({ selected: null, copied: [] }));

export const useKeyframeState = <T>(selector: (state: KeyframeState) => T): T =>
  useStore(keyframeState, selector);

export const selectKeyframe = (selected: KeyframeState["selected"]) => keyframeState.setState({ selected });

/** "0.50 s": a keyframe's time as its button names it. */
export const keyframeTime = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
