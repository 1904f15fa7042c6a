import type { FormElementRecord } from "@adstudio/api-client";
import { MAX_LIST_LIMIT } from "@adstudio/contract";
import { type AdType, elementsForLayer } from "@adstudio/core";
import type { Layer } from "@adstudio/creative/document";
import { useQuery } from "@tanstack/react-query";
import { formElementListQuery } from "../../form-elements/queries";

/**
 * Every form element of the master data, read live: the query shares the Form Elements screen's cache keys
 * (its saves invalidate them) and refetches when the window regains focus, so an admin's change shows up
 * without a reload. There are a few dozen elements; one request takes them all.
 */
export function useFormElements() {
  return useQuery({
    ...formElementListQuery({ limit: MAX_LIST_LIMIT, page: 1, sort: { order: 1 } }),
    staleTime: 0,
    select: (answer) => answer.formElements,
  });
}

/** The elements the master data gives a layer of an ad type, sorted by their `order`. */
export const elementsOf = (elements: readonly FormElementRecord[], format: AdType, layer: Layer) =>
  elementsForLayer(elements, format, { kind: layer.content.kind, id: layer.id });
