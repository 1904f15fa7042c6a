import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { notifySaved, reportSaveError } from "./toasts";

interface ErrorTarget {
  setErrors(errors: Record<string, string>): void;
}

export interface SaveRecordOptions<TBody, TAnswer> {
  mode: "create" | "edit";
  /** The create or update call. */
  save: (body: TBody) => Promise<TAnswer>;
  /** Cache keys to refresh after a save (the feature's lists and records). */
  invalidate: QueryKey;
  /** Where a successful save goes (the list, spec studio §4); `onSaved` replaces this when given. */
  listPath: string;
  onSaved?: (answer: TAnswer) => void;
  /** The form that gets a 400's field messages. */
  form?: ErrorTarget;
}

/**
 * Saving an editor (spec studio §4, §8): 'Created successfully' / 'Updated successfully', the caches
 * refreshed, back to the list; a failure shows the server's message as an error toast.
 */
export function useSaveRecord<TBody, TAnswer>(options: SaveRecordOptions<TBody, TAnswer>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: options.save,
    onSuccess: async (answer) => {
      notifySaved(options.mode);
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      if (options.onSaved) options.onSaved(answer);
      else await navigate({ to: options.listPath });
    },
    onError: (error) => reportSaveError(error, options.form),
  });
}
