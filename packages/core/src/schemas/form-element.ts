import * as v from "valibot";
import { AD_TYPES, ELEMENT_NAMES, LAYER_KINDS } from "../catalogue/ad-formats";
import { FORM_ELEMENT_DEFAULT_ORDER } from "../constants/business";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH, notTextMessage, optionalText, tooLongMessage } from "./fields";

export const ELEMENT_BLANK_MESSAGE = "Element Name should not be blank.";
export const ELEMENT_UNKNOWN_MESSAGE = "Element Name must be one of the known elements.";
export const AD_TYPE_REQUIRED_MESSAGE = "Choose at least one Ad Type";
export const AD_TYPE_UNKNOWN_MESSAGE = "Ad Type must be one of the known formats.";
export const LAYER_REQUIRED_MESSAGE = "Choose at least one Layer";
export const LAYER_UNKNOWN_MESSAGE = "Layer must be one of image, link, text, video, feature, container.";
export const RULE_AD_TYPE_MESSAGE = "Choose an Ad Type for each rule.";
export const RULE_LAYERS_MESSAGE = "Enter the layers for each rule.";
export const RULE_DUPLICATE_MESSAGE = "An Ad Type can be used only once in a rule list.";
export const RULE_LIST_MESSAGE = "Rules must be a list of {adType, layers}.";
export const ORDER_MESSAGE = "Order must be a whole number from 0 to 1000000.";
// More rules than formats must repeat one; the bound also keeps the duplicate scan below small.
const MAX_RULES = AD_TYPES.length;

// A list of picks from a closed vocabulary: missing means none; duplicates are dropped, not reported.
function pickList<const T extends readonly string[]>(
  options: T,
  requiredMessage: string,
  unknownMessage: string,
) {
  return v.pipe(
    v.nullish(v.array(v.picklist(options, unknownMessage), unknownMessage), []),
    v.nonEmpty(requiredMessage),
    v.transform((items) => [...new Set(items)]),
  );
}

/** Comma-separated layer names, normalised to `a,b,c` without blanks or stray spaces. */
const layerNames = v.pipe(
  optionalText("Layers", MAX_TEXT_LENGTH),
  v.transform((text) =>
    text
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "")
      .join(","),
  ),
  v.nonEmpty(RULE_LAYERS_MESSAGE),
);

const RuleSchema = v.object(
  {
    adType: v.pipe(
      v.nullish(v.string(RULE_AD_TYPE_MESSAGE), ""),
      v.trim(),
      v.picklist(AD_TYPES, RULE_AD_TYPE_MESSAGE),
    ),
    layers: layerNames,
  },
  RULE_LIST_MESSAGE,
);
export type LayerRule = v.InferOutput<typeof RuleSchema>;

function isBlankRow(row: unknown): boolean {
  if (typeof row !== "object" || row === null) return false;
  const { adType, layers } = row as { adType?: unknown; layers?: unknown };
  const blank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");
  return blank(adType) && blank(layers);
}

/**
 * A rule list (`layerIdsForAdType`, `hideElementOnLayers`): `{adType, layers}` rows where a format may be
 * used once (spec studio §4). Wholly blank rows, which the editor keeps as its last empty line, are dropped.
 */
export const LayerRuleListSchema = v.pipe(
  v.nullish(v.array(v.unknown(), RULE_LIST_MESSAGE), []),
  v.transform((rows) => rows.filter((row) => !isBlankRow(row))),
  v.maxLength(MAX_RULES, RULE_DUPLICATE_MESSAGE),
  v.array(RuleSchema, RULE_LIST_MESSAGE),
  v.checkItems(
    (rule, index, rules) => rules.findIndex((other) => other.adType === rule.adType) === index,
    RULE_DUPLICATE_MESSAGE,
  ),
);

/** Form element create/update (spec studio §3, §5, §7). */
export const FormElementSchema = v.object(
  {
    element: v.pipe(
      v.nullish(v.string(notTextMessage("Element Name")), ""),
      v.trim(),
      v.nonEmpty(ELEMENT_BLANK_MESSAGE),
      v.maxLength(MAX_NAME_LENGTH, tooLongMessage("Element Name", MAX_NAME_LENGTH)),
      v.picklist(ELEMENT_NAMES, ELEMENT_UNKNOWN_MESSAGE),
    ),
    adType: pickList(AD_TYPES, AD_TYPE_REQUIRED_MESSAGE, AD_TYPE_UNKNOWN_MESSAGE),
    layers: pickList(LAYER_KINDS, LAYER_REQUIRED_MESSAGE, LAYER_UNKNOWN_MESSAGE),
    layerIdsForAdType: LayerRuleListSchema,
    hideElementOnLayers: LayerRuleListSchema,
    order: v.pipe(
      v.nullish(v.number(ORDER_MESSAGE), FORM_ELEMENT_DEFAULT_ORDER),
      v.integer(ORDER_MESSAGE),
      v.minValue(0, ORDER_MESSAGE),
      v.maxValue(1_000_000, ORDER_MESSAGE),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type FormElementInput = v.InferOutput<typeof FormElementSchema>;
