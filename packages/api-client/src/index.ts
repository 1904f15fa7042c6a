export type { BulkResponse, BulkRowResult, BulkRowStatus, BulkSummary } from "@adstudio/core";
export { type AuthApi, createAuthApi } from "./auth";
export type { Call, CallInput } from "./call";
export {
  type CampaignCompaniesResponse,
  type CampaignListResponse,
  type CampaignRecord,
  type CampaignResponse,
  type CampaignSortField,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignsApi,
  type CampaignValues,
  createCampaignsApi,
} from "./campaigns";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  apiBase,
  createApiClient,
  type RequestOptions,
} from "./client";
export {
  type CompaniesApi,
  type CompanyBody,
  type CompanyListResponse,
  type CompanyRecord,
  type CompanyResponse,
  type CompanySortField,
  createCompaniesApi,
  type StoredFile,
} from "./companies";
export { ApiError, isApiError, parseRetryAfter } from "./errors";
export {
  createFormElementsApi,
  type FormElementBody,
  type FormElementListResponse,
  type FormElementRecord,
  type FormElementResponse,
  type FormElementSortField,
  type FormElementsApi,
} from "./form-elements";
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
  type MenuCollectionResponse,
  type MenuCollectionSortField,
  type MenuEntryBody,
} from "./menu-collection";
export {
  createQrApi,
  type QrApi,
  type QrImageOptions,
  type QrLinkBody,
  type QrLinkRecord,
  type QrLinkResponse,
  type QrListResponse,
  type QrSortField,
} from "./qr";
export {
  createRolesApi,
  type RoleBody,
  type RoleListResponse,
  type RoleRecord,
  type RoleResponse,
  type RoleSortField,
  type RolesApi,
} from "./roles";
export { createSecretKeyApi, type SecretKeyApi, type SecretKeyResponse, secretKeyOf } from "./secret-key";
export type * from "./types";
export {
  createUsersApi,
  isUserRecord,
  type PublicUser,
  type UserCreateBody,
  type UserEditBody,
  type UserListResponse,
  type UserRecord,
  type UserResponse,
  type UserSortField,
  type UsersApi,
} from "./users";
