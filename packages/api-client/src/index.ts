export { type AuthApi, createAuthApi } from "./auth";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  apiBase,
  createApiClient,
  type RequestOptions,
} from "./client";
export { ApiError, isApiError, parseRetryAfter } from "./errors";
export type * from "./types";
