import {
  type BodyInput,
  type QueryInput,
  type RichTemplateCreateInput,
  type RichTemplateUpdateInput,
  richTemplatesEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { RequestOptions } from "./client";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { RichTemplateCreateInput, RichTemplateUpdateInput };
export type RichTemplateSortField = SortFieldOf<typeof richTemplatesEndpoints.list>;
export type RichTemplateListFilters = QueryInput<typeof richTemplatesEndpoints.list>;
export type RichTemplateListResponse = SuccessBody<typeof richTemplatesEndpoints.list>;
export type RichTemplateResponse = SuccessBody<typeof richTemplatesEndpoints.get>;

/**
 * The `/api/richtemplates` endpoints: ad documents flagged as templates, with an ad's fields (`AdRecord`).
 * "Use template" is `ads.create({…, template: id})`. Another company's template answers 404.
 */
export function createRichTemplatesApi({ call }: Transport) {
  const endpoints = richTemplatesEndpoints;
  return {
    /** GET /api/richtemplates – readTemplate; 10 per page, last changed first; searches the name. */
    list: (params?: ListParams<RichTemplateSortField>, filters?: RichTemplateListFilters) =>
      call(endpoints.list, { list: params, ...(filters ? { query: filters } : {}) }),
    /** GET /api/richtemplates/{id} – readTemplate or updateTemplates; with the document. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /**
     * POST /api/richtemplates/create – createTemplates; `{name, type}` for a blank one of a format, or
     * `{name, ad}` to save an ad as a template (the ad is not changed).
     */
    create: (input: BodyInput<typeof endpoints.create>) => call(endpoints.create, { body: input }),
    /**
     * PUT /api/richtemplates/update/{id} – updateTemplates; 409 when `revision` is stale
     * (`skipConflictNotice` when the caller shows that itself).
     */
    update: (id: string, changes: BodyInput<typeof endpoints.update>, options: RequestOptions = {}) =>
      call(endpoints.update, { params: { id }, body: changes, options }),
    /** POST /api/richtemplates/delete – updateTemplates; ads made from the template are not touched. */
    delete: (id: string) => call(endpoints.delete, { body: { id } }),
    /** POST /api/richtemplates/preview/{id} – the saved template rendered for the preview page. */
    previewDraft: (id: string) => call(endpoints.preview, { params: { id } }),
  };
}

export type RichTemplatesApi = ReturnType<typeof createRichTemplatesApi>;
