import type { FormElementInput, FormElementRule } from "@adstudio/core";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";
import type { MessageResponse } from "./types";

/** A form element as the server answers it (spec studio §3 'Form element'). */
export interface FormElementRecord {
  _id: string;
  element: string;
  adType: string[];
  layers: string[];
  layerIdsForAdType: FormElementRule[];
  hideElementOnLayers: FormElementRule[];
  order: number;
}

/** Form element create/update body: core's FormElementSchema output. */
export type FormElementBody = FormElementInput;

export type FormElementSortField = "element" | "order" | "createdAt" | "updatedAt";

export interface FormElementListResponse {
  formElements: FormElementRecord[];
  page: number;
  total: number;
}

export interface FormElementResponse {
  formElement: FormElementRecord;
}

/** The list parameters as a JSON body: only what is set, `sort` as an object. */
function listBody(params: ListParams = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (params.limit !== undefined) body.limit = params.limit;
  if (params.page !== undefined) body.page = params.page;
  if (params.search) body.search = params.search;
  if (params.sort && Object.keys(params.sort).length > 0) body.sort = params.sort;
  return body;
}

/** The `/api/formElements` endpoints (spec studio §7 Form elements). */
export function createFormElementsApi({ request }: Transport) {
  const path = (id: string) => `/formElements/${encodeURIComponent(id)}`;
  return {
    /** POST /api/formElements/list – the list takes its parameters as a body; by element name by default. */
    list: (params?: ListParams<FormElementSortField>) =>
      request<FormElementListResponse>("/formElements/list", { method: "POST", body: listBody(params) }),
    /** GET /api/formElements/{id} – 404 for an unknown id. */
    get: (id: string) => request<FormElementResponse>(path(id)),
    /** POST /api/formElements/create */
    create: (input: FormElementBody) =>
      request<FormElementResponse>("/formElements/create", { method: "POST", body: input }),
    /** PUT /api/formElements/update/{id} */
    update: (id: string, input: FormElementBody) =>
      request<FormElementResponse>(`/formElements/update/${encodeURIComponent(id)}`, {
        method: "PUT",
        body: input,
      }),
    /** DELETE /api/formElements/{id} */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
  };
}

export type FormElementsApi = ReturnType<typeof createFormElementsApi>;
