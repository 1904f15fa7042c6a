import type { FormElementRecord, FormElementSortField } from "@adstudio/contract";
import type { FormElementInput } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import { notFound } from "../../http/errors.js";
import type { ListQuery } from "../../http/list-query.js";
import { recordId } from "../../http/record-id.js";
import * as repo from "./repo.js";

const FORM_ELEMENT_NOT_FOUND = "Form element not found";

export function toFormElementRecord(row: repo.FormElementRow): FormElementRecord {
  return {
    _id: row.id,
    element: row.element,
    adType: row.adType,
    layers: row.layers,
    layerIdsForAdType: row.layerIdsForAdType,
    hideElementOnLayers: row.hideElementOnLayers,
    order: row.order,
  };
}

function toValues(input: FormElementInput): repo.FormElementValues {
  return {
    element: input.element,
    adType: [...input.adType],
    layers: [...input.layers],
    layerIdsForAdType: input.layerIdsForAdType.map(({ adType, layers }) => ({ adType, layers })),
    hideElementOnLayers: input.hideElementOnLayers.map(({ adType, layers }) => ({ adType, layers })),
    order: input.order,
  };
}

async function existingFormElement(deps: AppDeps, id: string): Promise<repo.FormElementRow> {
  const row = await repo.findFormElementById(deps.database.db, recordId(id, FORM_ELEMENT_NOT_FOUND));
  if (!row) throw notFound(FORM_ELEMENT_NOT_FOUND);
  return row;
}

export async function listFormElements(deps: AppDeps, query: ListQuery<FormElementSortField>) {
  const { rows, ...counted } = await repo.listFormElements(deps.database.db, query);
  return { formElements: rows.map(toFormElementRecord), page: query.page, ...counted };
}

export async function getFormElement(deps: AppDeps, id: string) {
  return { formElement: toFormElementRecord(await existingFormElement(deps, id)) };
}

export async function createFormElement(deps: AppDeps, input: FormElementInput) {
  const row = await repo.insertFormElement(deps.database.db, toValues(input));
  return { formElement: toFormElementRecord(row) };
}

export async function updateFormElement(deps: AppDeps, id: string, input: FormElementInput) {
  const current = await existingFormElement(deps, id);
  const row = await repo.updateFormElement(deps.database.db, current.id, toValues(input));
  if (!row) throw notFound(FORM_ELEMENT_NOT_FOUND);
  return { formElement: toFormElementRecord(row) };
}

export async function deleteFormElement(deps: AppDeps, id: string) {
  const current = await existingFormElement(deps, id);
  if (!(await repo.deleteFormElement(deps.database.db, current.id))) throw notFound(FORM_ELEMENT_NOT_FOUND);
  return { message: "Form element deleted successfully" };
}
