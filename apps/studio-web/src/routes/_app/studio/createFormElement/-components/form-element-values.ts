import type { FormElementRecord } from "@adstudio/api-client";
import { FORM_ELEMENT_DEFAULT_ORDER } from "@adstudio/core";
import { type RuleRow, ruleRow } from "./rule-list";

/** The form element form's values (spec studio §3 'Form element'). */
export interface FormElementValues {
  element: string | null;
  adType: string[];
  layers: string[];
  layerIdsForAdType: RuleRow[];
  hideElementOnLayers: RuleRow[];
  /** NumberInput gives '' when cleared, which saves the default order. */
  order: number | string;
}

const RULE_LISTS = ["layerIdsForAdType", "hideElementOnLayers"] as const;

export function formElementValues(record: FormElementRecord | null): FormElementValues {
  return {
    element: record?.element ?? null,
    adType: record?.adType ?? [],
    layers: record?.layers ?? [],
    layerIdsForAdType: (record?.layerIdsForAdType ?? []).map((rule) => ruleRow(rule.adType, rule.layers)),
    hideElementOnLayers: (record?.hideElementOnLayers ?? []).map((rule) => ruleRow(rule.adType, rule.layers)),
    order: record?.order ?? FORM_ELEMENT_DEFAULT_ORDER,
  };
}

const isBlank = (row: RuleRow) => !row.adType && row.layers.trim() === "";

/**
 * What the schema checks and the API receives: blank rule rows left out, row keys dropped, a cleared
 * order left to its default. `formPath` maps a field path of that input (`layerIdsForAdType.0.layers`)
 * back to the form's row, which differs when blank rows were skipped.
 */
export function formElementInput(values: FormElementValues) {
  const kept = Object.fromEntries(
    RULE_LISTS.map((list) => [
      list,
      values[list].flatMap((row, index) => (isBlank(row) ? [] : [{ row, index }])),
    ]),
  ) as Record<(typeof RULE_LISTS)[number], { row: RuleRow; index: number }[]>;
  const input = {
    element: values.element,
    adType: values.adType,
    layers: values.layers,
    layerIdsForAdType: kept.layerIdsForAdType.map(({ row }) => ({ adType: row.adType, layers: row.layers })),
    hideElementOnLayers: kept.hideElementOnLayers.map(({ row }) => ({
      adType: row.adType,
      layers: row.layers,
    })),
    order: values.order === "" ? undefined : Number(values.order),
  };
  const formPath = (path: string): string => {
    const match = /^(layerIdsForAdType|hideElementOnLayers)\.(\d+)(.*)$/.exec(path);
    if (!match) return path;
    const list = match[1] as (typeof RULE_LISTS)[number];
    const original = kept[list][Number(match[2])]?.index ?? Number(match[2]);
    return `${list}.${original}${match[3]}`;
  };
  return { input, formPath };
}
