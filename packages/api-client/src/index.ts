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
export { type ListParams, listQuery, type SortDirection } from "./list-params";
export {
  type ContactMessage,
  createMailApi,
  type MailApi,
  type MailSendResponse,
  type StoredContactMessage,
} from "./mail";
export {
  createMenuCollectionApi,
  type MenuCollectionApi,
  type MenuCollectionItem,
  type MenuCollectionListResponse,
  type MenuCollectionSortField,
} from "./menu-collection";
export type * from "./types";
