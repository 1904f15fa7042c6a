import type { FormElementBody, FormElementSortField, ListParams } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the form-element screens; `formElementsKeys.all` invalidates every list and record. */
export const formElementsKeys = {
  all: ["formElements"] as const,
  lists: ["formElements", "list"] as const,
};

/** The server's default order (spec studio §7: by element ascending). */
export const FORM_ELEMENTS_DEFAULT_SORT = { column: "element", direction: 1 } as const;

/** POST /api/formElements/list – one page of form elements. */
export const formElementListQuery = (params: ListParams<FormElementSortField>) =>
  queryOptions({
    queryKey: [...formElementsKeys.lists, params],
    queryFn: () => api.formElements.list(params),
  });

/** GET /api/formElements/{id} – one form element for the editor. */
export const formElementQuery = (id: string) =>
  queryOptions({
    queryKey: [...formElementsKeys.all, "detail", id],
    queryFn: () => api.formElements.get(id),
  });

/** POST /api/formElements/create or PUT /api/formElements/update/{id}. */
export const saveFormElement = (id: string | null, body: FormElementBody) =>
  id === null ? api.formElements.create(body) : api.formElements.update(id, body);
