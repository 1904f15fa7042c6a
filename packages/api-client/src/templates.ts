import {
  type SortFieldOf,
  type SuccessBody,
  TEMPLATE_LIMITS,
  type TemplateRecord,
  type TemplateSummary,
  type TemplateUseInput,
  templatesEndpoints,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";
import type { Upload, UploadOptions } from "./upload";

export type { TemplateRecord, TemplateSummary, TemplateUseInput };
export type TemplateSortField = SortFieldOf<typeof templatesEndpoints.list>;
export type TemplateListResponse = SuccessBody<typeof templatesEndpoints.list>;
export type TemplateResponse = SuccessBody<typeof templatesEndpoints.get>;

/** The limits of an uploaded template zip, for checks before an upload starts. */
export { TEMPLATE_LIMITS };

/**
 * The `/api/templates` endpoints: HTML5 templates from other tools (zips), hosted sandboxed. Callers
 * outside the admin group reach only their own companies' templates; another company's answers 404.
 */
export function createTemplatesApi({ call }: Transport, upload: Upload) {
  const endpoints = templatesEndpoints;
  return {
    /**
     * POST /api/templates/upload – createTemplates; the zip as multipart/form-data (part `file`) → 201
     * `{template}` with its detected size, clickTag and validation report. Each refused limit answers 400
     * (413 over 20 MB) with a message naming it.
     */
    upload: (file: Blob, options: UploadOptions & { name?: string; company?: string } = {}) => {
      const { name, company, ...sendOptions } = options;
      const form = new FormData();
      form.append(endpoints.upload.upload.field, file, file instanceof File ? file.name : "template.zip");
      const query = new URLSearchParams({ ...(name ? { name } : {}), ...(company ? { company } : {}) });
      const path = `/templates/upload${query.size ? `?${query}` : ""}`;
      return upload<TemplateResponse>(path, form, file.size, sendOptions);
    },
    /** GET /api/templates – readTemplate; 10 per page, newest first; searches the name. */
    list: (params?: ListParams<TemplateSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/templates/{id} – readTemplate; with the validation report. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** PUT /api/templates/update/{id} – updateTemplates; renames. */
    rename: (id: string, name: string) => call(endpoints.update, { params: { id }, body: { name } }),
    /**
     * POST /api/templates/use/{id} – createAds (and readTemplate); a draft rich-media ad framing the
     * template, in the template's company → 201 `{ad}`. A template whose size no format takes answers 400.
     */
    use: (id: string, body: TemplateUseInput) => call(endpoints.use, { params: { id }, body }),
    /** POST /api/templates/delete – updateTemplates; the template and its hosted files. */
    delete: (id: string) => call(endpoints.delete, { body: { id } }),
  };
}

export type TemplatesApi = ReturnType<typeof createTemplatesApi>;
