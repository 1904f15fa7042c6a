import type { ListParams, TemplateSortField, TemplateSummary } from "@adstudio/api-client";
import { previewLink } from "@adstudio/core";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the template screens; `templateKeys.all` refreshes every list and template. */
export const templateKeys = {
  all: ["templates"] as const,
  lists: ["templates", "list"] as const,
};

export const TEMPLATES_PATH = "/studio/templates";
export const UPLOAD_TEMPLATE_PATH = "/studio/upload-template";
export const UPDATE_TEMPLATE_PATH = "/studio/update-template";

/** GET /api/templates – one page of HTML5 templates (newest first unless sorted). */
export const templateListQuery = (params: ListParams<TemplateSortField>) =>
  queryOptions({
    queryKey: [...templateKeys.lists, params],
    queryFn: () => api.templates.list(params),
    placeholderData: keepPreviousData,
  });

/** GET /api/templates/{id} – one template with its validation report. */
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: [...templateKeys.all, "detail", id],
    queryFn: async () => (await api.templates.get(id)).template,
  });

/**
 * An HTML5 template is a banner-like creative: previewed as a rich-media ad of its declared size (the
 * whole page when it declares none).
 */
export const TEMPLATE_PREVIEW_TYPE = "rich-media";
export const templateSizeKey = (template: Pick<TemplateSummary, "size">) =>
  template.size ? `sz${template.size}` : "responsive";

/** The preview page of a hosted template (spec studio §7's link shape). */
export const templatePreviewLink = (template: TemplateSummary) =>
  previewLink({
    url: template.location,
    size: templateSizeKey(template),
    type: TEMPLATE_PREVIEW_TYPE,
    name: template.name,
  });
