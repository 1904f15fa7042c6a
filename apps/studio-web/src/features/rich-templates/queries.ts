import type { ListParams, RichTemplateSortField } from "@adstudio/api-client";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the rich-media template screens; `richTemplateKeys.all` refreshes lists and templates. */
export const richTemplateKeys = {
  all: ["rich-templates"] as const,
  lists: ["rich-templates", "list"] as const,
};

export const RM_TEMPLATES_PATH = "/studio/rm-templates";
export const RM_CREATE_PATH = "/studio/rm-create";
export const RM_UPDATE_PATH = "/studio/rm-update";
export const RM_TEST_PATH = "/studio/rm-test";

/** GET /api/richtemplates – one page of templates (last changed first unless sorted). */
export const richTemplateListQuery = (params: ListParams<RichTemplateSortField>) =>
  queryOptions({
    queryKey: [...richTemplateKeys.lists, params],
    queryFn: () => api.richTemplates.list(params),
    placeholderData: keepPreviousData,
  });

/** GET /api/richtemplates/{id} – one template with its document (an `AdRecord`). */
export const richTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: [...richTemplateKeys.all, "detail", id],
    queryFn: async () => (await api.richTemplates.get(id)).template,
  });
