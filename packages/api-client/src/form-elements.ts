import {
  type BodyInput,
  type FormElementRecord,
  type FormElementSortField,
  formElementsEndpoints,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { FormElementRecord, FormElementSortField };

/** Form element create/update body: core's FormElementSchema output. */
export type FormElementBody = BodyInput<typeof formElementsEndpoints.create>;
export type FormElementListResponse = SuccessBody<typeof formElementsEndpoints.list>;
export type FormElementResponse = SuccessBody<typeof formElementsEndpoints.get>;

type FormElementListBody = BodyInput<typeof formElementsEndpoints.list>;

/** The list parameters as a JSON body: only what is set, `sort` as an object. */
function listBody(params: ListParams<FormElementSortField> = {}): FormElementListBody {
  const body: FormElementListBody = {};
  if (params.limit !== undefined) body.limit = params.limit;
  if (params.page !== undefined) body.page = params.page;
  if (params.search) body.search = params.search;
  if (params.sort && Object.keys(params.sort).length > 0) body.sort = params.sort;
  return body;
}

/** The `/api/formElements` endpoints (spec studio §7 Form elements). */
export function createFormElementsApi({ call }: Transport) {
  const endpoints = formElementsEndpoints;
  return {
    /** POST /api/formElements/list – the list takes its parameters as a body; by element name by default. */
    list: (params?: ListParams<FormElementSortField>) => call(endpoints.list, { body: listBody(params) }),
    /** GET /api/formElements/{id} – 404 for an unknown id. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/formElements/create */
    create: (input: FormElementBody) => call(endpoints.create, { body: input }),
    /** PUT /api/formElements/update/{id} */
    update: (id: string, input: FormElementBody) => call(endpoints.update, { params: { id }, body: input }),
    /** DELETE /api/formElements/{id} */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
  };
}

export type FormElementsApi = ReturnType<typeof createFormElementsApi>;
