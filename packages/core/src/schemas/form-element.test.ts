import { describe, expect, it } from "vitest";
import { AD_TYPES } from "../catalogue/ad-formats";
import {
  AD_TYPE_REQUIRED_MESSAGE,
  AD_TYPE_UNKNOWN_MESSAGE,
  ELEMENT_BLANK_MESSAGE,
  ELEMENT_UNKNOWN_MESSAGE,
  FormElementSchema,
  LAYER_REQUIRED_MESSAGE,
  LAYER_UNKNOWN_MESSAGE,
  LayerRuleListSchema,
  ORDER_MESSAGE,
  RULE_AD_TYPE_MESSAGE,
  RULE_DUPLICATE_MESSAGE,
  RULE_LAYERS_MESSAGE,
  RULE_LIST_MESSAGE,
} from "./form-element";
import { failure, output } from "./test-helpers";

const element = {
  element: "image",
  adType: ["rich-media", "story"],
  layers: ["image", "container"],
  layerIdsForAdType: [{ adType: "story", layers: "layer1, layer2" }],
  hideElementOnLayers: [],
  order: 3,
};

describe("FormElementSchema", () => {
  it("accepts a complete element and normalises it", () => {
    expect(
      output(FormElementSchema, { ...element, element: " image ", adType: ["story", "story", "vast"] }),
    ).toEqual({
      ...element,
      adType: ["story", "vast"],
      layerIdsForAdType: [{ adType: "story", layers: "layer1,layer2" }],
    });
  });

  it("defaults order to 1 and the rule lists to empty", () => {
    expect(output(FormElementSchema, { element: "video", adType: ["vast"], layers: ["video"] })).toEqual({
      element: "video",
      adType: ["vast"],
      layers: ["video"],
      layerIdsForAdType: [],
      hideElementOnLayers: [],
      order: 1,
    });
    expect(output(FormElementSchema, { ...element, order: null }).order).toBe(1);
  });

  it("reports the spec's three messages in form order", () => {
    expect(failure(FormElementSchema, { element: "", adType: [], layers: [] })).toEqual({
      message: "Element Name should not be blank.",
      errors: {
        element: "Element Name should not be blank.",
        adType: "Choose at least one Ad Type",
        layers: "Choose at least one Layer",
      },
    });
    expect(failure(FormElementSchema, {}).errors).toEqual({
      element: ELEMENT_BLANK_MESSAGE,
      adType: AD_TYPE_REQUIRED_MESSAGE,
      layers: LAYER_REQUIRED_MESSAGE,
    });
    expect(failure(FormElementSchema, { ...element, element: "   " }).message).toBe(ELEMENT_BLANK_MESSAGE);
    expect(failure(FormElementSchema, { ...element, adType: null }).message).toBe(AD_TYPE_REQUIRED_MESSAGE);
  });

  it("accepts only the known element names, ad types and layer kinds", () => {
    expect(failure(FormElementSchema, { ...element, element: "marquee" }).errors).toEqual({
      element: ELEMENT_UNKNOWN_MESSAGE,
    });
    expect(failure(FormElementSchema, { ...element, adType: ["story", "banner"] }).errors).toEqual({
      "adType.1": AD_TYPE_UNKNOWN_MESSAGE,
    });
    expect(failure(FormElementSchema, { ...element, layers: ["sound"] }).errors).toEqual({
      "layers.0": LAYER_UNKNOWN_MESSAGE,
    });
  });

  it("rejects wrong types and over-long names with a message", () => {
    expect(
      failure(FormElementSchema, { ...element, element: 7, adType: "story", layers: {} }).errors,
    ).toEqual({
      element: "Element Name must be text.",
      adType: AD_TYPE_UNKNOWN_MESSAGE,
      layers: LAYER_UNKNOWN_MESSAGE,
    });
    expect(failure(FormElementSchema, { ...element, element: "x".repeat(256) }).errors).toEqual({
      element: "Element Name must be at most 255 characters.",
    });
  });

  it.each([["1"], [1.5], [-1], [1_000_001], [Number.NaN]])("rejects the order %j", (order) => {
    expect(failure(FormElementSchema, { ...element, order }).errors).toEqual({ order: ORDER_MESSAGE });
  });
});

describe("LayerRuleListSchema", () => {
  it("drops wholly blank rows and normalises the layer list", () => {
    expect(
      output(LayerRuleListSchema, [
        { adType: "", layers: "" },
        { adType: "vast", layers: " a ,, b ," },
        { adType: null },
      ]),
    ).toEqual([{ adType: "vast", layers: "a,b" }]);
  });

  it("lets a format appear only once", () => {
    const rules = [
      { adType: "vast", layers: "a" },
      { adType: "story", layers: "b" },
      { adType: "vast", layers: "c" },
    ];
    expect(failure(FormElementSchema, { ...element, hideElementOnLayers: rules })).toEqual({
      message: "An Ad Type can be used only once in a rule list.",
      errors: { "hideElementOnLayers.2": RULE_DUPLICATE_MESSAGE },
    });
    // The same format may be used once in each of the two lists.
    expect(
      output(FormElementSchema, {
        ...element,
        layerIdsForAdType: [{ adType: "vast", layers: "a" }],
        hideElementOnLayers: [{ adType: "vast", layers: "b" }],
      }).hideElementOnLayers,
    ).toEqual([{ adType: "vast", layers: "b" }]);
  });

  it("needs a known format and some layers on each rule", () => {
    expect(failure(LayerRuleListSchema, [{ adType: "vast", layers: " , " }]).errors).toEqual({
      "0.layers": RULE_LAYERS_MESSAGE,
    });
    expect(failure(LayerRuleListSchema, [{ adType: "", layers: "a" }]).errors).toEqual({
      "0.adType": RULE_AD_TYPE_MESSAGE,
    });
    expect(
      failure(FormElementSchema, { ...element, layerIdsForAdType: [{ adType: "banner", layers: "a" }] }),
    ).toEqual({
      message: RULE_AD_TYPE_MESSAGE,
      errors: { "layerIdsForAdType.0.adType": RULE_AD_TYPE_MESSAGE },
    });
  });

  it("rejects what is not a list of rules", () => {
    expect(failure(LayerRuleListSchema, "vast:a").message).toBe(RULE_LIST_MESSAGE);
    expect(failure(FormElementSchema, { ...element, layerIdsForAdType: ["vast"] }).errors).toEqual({
      "layerIdsForAdType.0": RULE_LIST_MESSAGE,
    });
    expect(failure(LayerRuleListSchema, [{ adType: "vast", layers: 5 }]).errors).toEqual({
      "0.layers": "Layers must be text.",
    });
    expect(failure(LayerRuleListSchema, [{ adType: "vast", layers: "a".repeat(1001) }]).errors).toEqual({
      "0.layers": "Layers must be at most 1000 characters.",
    });
  });

  it("refuses more rules than there are formats", () => {
    const rules = [...AD_TYPES, "vast"].map((adType) => ({ adType, layers: "a" }));
    expect(failure(LayerRuleListSchema, rules).message).toBe(RULE_DUPLICATE_MESSAGE);
    expect(output(LayerRuleListSchema, rules.slice(0, AD_TYPES.length))).toHaveLength(AD_TYPES.length);
  });
});
