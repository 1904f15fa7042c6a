import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const secretKeyKeys = {
  all: ["secret-key"] as const,
};

/**
 * POST /api/user/get-secret-key – the signed-in user's key. Dropped from the cache half a minute after
 * the page is left: a secret should not linger in memory much longer than it is shown.
 */
export const secretKeyQuery = (userId: string) =>
  queryOptions({
    queryKey: [...secretKeyKeys.all, userId],
    queryFn: () => api.secretKey.get(userId),
    gcTime: 30_000,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST /api/user/generate-secret-key – replaces the key; the old one stops working at once. */
export const generateSecretKey = (userId: string) => api.secretKey.generate(userId);
