import { FORM_ELEMENT_LIST, formElementsEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { parseListBody } from "../../http/list-body.js";
import * as formElements from "./service.js";

/** Form elements (spec studio §7 Form elements), mounted under `/api/formElements` against their contract. */
export const formElementRoutes = contractRoutes("/api/formElements", formElementsEndpoints, {
  // The list takes its parameters as a body, which may be left out: then the first page comes back.
  list: (c, { body }) =>
    formElements.listFormElements(c.var.deps, parseListBody(body ?? {}, FORM_ELEMENT_LIST)),
  get: (c, { params }) => formElements.getFormElement(c.var.deps, params.id),
  create: (c, { body }) => formElements.createFormElement(c.var.deps, body),
  update: (c, { params, body }) => formElements.updateFormElement(c.var.deps, params.id, body),
  delete: (c, { params }) => formElements.deleteFormElement(c.var.deps, params.id),
});
