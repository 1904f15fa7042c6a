import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { reportError } from "../../lib/report-error";
import { notifyDeleted } from "./toasts";

/**
 * Deleting a row of a master-data list: the server's `message` as a success toast, the lists under
 * `invalidate` reloaded; a failure shows the server's message (spec studio §8). Resolves either way.
 */
export function useDeleteRecord(
  remove: (id: string) => Promise<{ message?: string }>,
  invalidate: QueryKey,
): (id: string) => Promise<void> {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (answer) => {
      notifyDeleted(answer);
      await queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: (error) => reportError(error, "Could not delete the record."),
  });
  return async (id) => {
    await mutation.mutateAsync(id).catch(() => undefined);
  };
}
