import type { AdCommentInput } from "@adstudio/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const adCommentKeys = {
  all: ["ad-comments"] as const,
  of: (adId: string) => [...adCommentKeys.all, adId] as const,
};

/** GET /api/ads/comments/{id} – the current version's threads. */
export const adCommentsQuery = (adId: string) =>
  queryOptions({ queryKey: [...adCommentKeys.of(adId), "list"], queryFn: () => api.adComments.list(adId) });

/** GET /api/ads/comments/people/{id} – who a comment may mention (rarely changes during a session). */
export const adCommentPeopleQuery = (adId: string) =>
  queryOptions({
    queryKey: [...adCommentKeys.of(adId), "people"],
    queryFn: () => api.adComments.people(adId),
    staleTime: 5 * 60_000,
  });

/** Add, reply, resolve and reopen, each refreshing the ad's comments. */
export function useAdCommentActions(adId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adCommentKeys.of(adId) });
  const add = useMutation({
    mutationFn: (input: AdCommentInput) => api.adComments.add(adId, input),
    onSuccess: refresh,
  });
  const resolve = useMutation({
    mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) => api.adComments.resolve(id, resolved),
    onSuccess: refresh,
  });
  return { add: add.mutateAsync, resolve: resolve.mutateAsync };
}
