import { type FetchContext, type FetchOptions, ofetch } from "ofetch";
import { type AdApprovalApi, createAdApprovalApi } from "./ad-approval";
import { type AdCommentsApi, createAdCommentsApi } from "./ad-comments";
import { type AdsApi, createAdsApi } from "./ads";
import { type AnalyticsApi, createAnalyticsApi } from "./analytics";
import { type AssetsApi, createAssetsApi } from "./assets";
import { type AuthApi, createAuthApi } from "./auth";
import { type Call, createCall } from "./call";
import { type CampaignsApi, createCampaignsApi } from "./campaigns";
import { type ChatApi, createChatApi, createQuickPanelApi, type QuickPanelApi } from "./chat";
import { type CompaniesApi, createCompaniesApi } from "./companies";
import { type ApiError, errorFromFailure, errorFromResponse, isApiError } from "./errors";
import { createFormElementsApi, type FormElementsApi } from "./form-elements";
import { createMailApi, type MailApi } from "./mail";
import { createMenuCollectionApi, type MenuCollectionApi } from "./menu-collection";
import { createNotesApi, type NotesApi } from "./notes";
import { createQrApi, type QrApi } from "./qr";
import { createReportSchedulesApi, type ReportSchedulesApi } from "./report-schedules";
import { createRichTemplatesApi, type RichTemplatesApi } from "./rich-templates";
import { createRolesApi, type RolesApi } from "./roles";
import { createSecretKeyApi, type SecretKeyApi } from "./secret-key";
import { createShareLinksApi, type ShareLinksApi } from "./share-links";
import { createShowcaseApi, type ShowcaseApi } from "./showcase";
import { createTemplatesApi, type TemplatesApi } from "./templates";
import type { Transport } from "./transport";
import { createUploader, type Upload } from "./upload";
import { createUsersApi, type UsersApi } from "./users";
import { createXrApi, type XrApi } from "./xr";

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000`; `''` means same origin (browser only). `/api` is added. */
  baseURL: string;
  /** Read on every request, so a token stored or cleared later is picked up without a new client. */
  getToken?: () => string | null | undefined;
  /** Secret key for scripts and the CLI; when set it is sent as `x-secret-key` instead of a bearer token. */
  secretKey?: string;
  /** Called on a 401 of any request not marked `skipUnauthorized` (the studio logs out and clears the token). */
  onUnauthorized?: (error: ApiError) => void;
  /** Called on 403 and 409 so the app can show the server's message as an error notice. */
  onNotice?: (error: ApiError) => void;
  /** Replacement fetch, for tests or runtimes without a global one. */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a request is abandoned with an ApiError of status 0. */
  timeout?: number;
}

/** Options of one call: ofetch's (method, body, query, headers, signal …) without its hooks, plus ours. */
export interface RequestOptions
  extends Omit<
    FetchOptions<"json">,
    "baseURL" | "onRequest" | "onRequestError" | "onResponse" | "onResponseError" | "responseType"
  > {
  /**
   * Leave a 401 to the caller instead of calling `onUnauthorized`: the auto-login token check and the
   * login form handle their own failures (spec §8 "401 on a non-retry request").
   */
  skipUnauthorized?: boolean;
  /**
   * Leave a 409 to the caller instead of calling `onNotice`: the studio editor's autosave shows a stale
   * save in its conflict dialog, and the same words again in a notice would say it twice.
   */
  skipConflictNotice?: boolean;
  /** `arrayBuffer` for binary answers (an ad's zip); JSON otherwise. */
  responseType?: "json" | "arrayBuffer";
}

/** Calls `path` below `/api` (e.g. `/qr/create`) and resolves with the parsed JSON body. */
export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

export interface ApiClient {
  /** Low-level call for endpoints that have no namespace yet; every failure rejects with an ApiError. */
  request: ApiRequest;
  /** Calls any endpoint of the contract, typed from its definition. */
  call: Call;
  auth: AuthApi;
  mail: MailApi;
  menuCollection: MenuCollectionApi;
  roles: RolesApi;
  formElements: FormElementsApi;
  users: UsersApi;
  companies: CompaniesApi;
  qr: QrApi;
  notes: NotesApi;
  campaigns: CampaignsApi;
  ads: AdsApi;
  /** Issue 31: an ad's review requests, decisions and audit trail. */
  adApproval: AdApprovalApi;
  adComments: AdCommentsApi;
  shareLinks: ShareLinksApi;
  assets: AssetsApi;
  /** Issue 35: XR Studio's compiled image targets. */
  xr: XrApi;
  templates: TemplatesApi;
  richTemplates: RichTemplatesApi;
  showcase: ShowcaseApi;
  analytics: AnalyticsApi;
  reportSchedules: ReportSchedulesApi;
  secretKey: SecretKeyApi;
  chat: ChatApi;
  quickPanel: QuickPanelApi;
}

/**
 * A binary request's (`arrayBuffer`) failure still answers the API's JSON `{message, errors}`: decode it,
 * so a refused zip download says why, as every other request does.
 */
function errorBody(data: unknown, headers: Headers): unknown {
  if (!(data instanceof ArrayBuffer) || !headers.get("content-type")?.includes("json")) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return data;
  }
}

/**
 * What every endpoint group is built over, plus the uploader and the `/api` base: the fetch with the
 * auth headers and the 401/403/409 hooks, made once per app. A page that needs only a few endpoint
 * groups builds those over it (`createAuthApi(transport)`), so its bundle carries only their schemas
 * (issue 34: the public pages loaded every endpoint's schemas for two of them).
 */
export interface ApiTransport extends Transport {
  upload: Upload;
  /** The API's base address, ending in `/api`. */
  base: string;
}

/**
 * The transport of one app. Every failed call rejects with an {@link ApiError}; `onUnauthorized` and
 * `onNotice` fire before the promise rejects, so the caller's own handling runs last.
 */
export function createApiTransport(options: ApiClientOptions): ApiTransport {
  const $fetch = ofetch.create(
    {
      baseURL: apiBase(options.baseURL),
      // Retrying is the caller's decision (TanStack Query, CLI flags); ofetch would otherwise replay GETs.
      retry: 0,
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      onRequest: ({ options: request }) => setAuthHeaders(request.headers, options),
      onRequestError: ({ error }) => {
        throw errorFromFailure(error, options.timeout);
      },
      onResponseError: (context) => {
        const { response } = context;
        throw failed(response.status, response.headers, errorBody(response._data, response.headers), {
          skipUnauthorized: flag(context, "skipUnauthorized"),
          skipConflictNotice: flag(context, "skipConflictNotice"),
        });
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  /** The ApiError of a failed answer, after the 401 and 403/409 hooks have seen it. */
  function failed(
    status: number,
    headers: Headers,
    data: unknown,
    skip: { skipUnauthorized?: boolean; skipConflictNotice?: boolean } = {},
  ): ApiError {
    const error = errorFromResponse(status, headers, data);
    if (status === 401 && !skip.skipUnauthorized) notify(options.onUnauthorized, error);
    if (status === 403 || (status === 409 && !skip.skipConflictNotice)) notify(options.onNotice, error);
    return error;
  }

  const request: ApiRequest = async <T>(path: string, requestOptions: RequestOptions = {}) => {
    try {
      // ofetch types its options per response type; the caller's T already says what comes back.
      return await $fetch<T>(path, requestOptions as FetchOptions<"json">);
    } catch (error) {
      // The hooks already throw ApiErrors; this catches anything ofetch raises outside them.
      throw isApiError(error) ? error : errorFromFailure(error, options.timeout);
    }
  };

  const call = createCall(request);
  const upload = createUploader({
    base: apiBase(options.baseURL),
    request,
    authHeaders: () => {
      const headers = new Headers();
      setAuthHeaders(headers, options);
      return headers;
    },
    failed,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
  });
  return { call, request, upload, base: apiBase(options.baseURL) };
}

/** The one API client an app uses: every endpoint group over one transport. */
export function createApiClient(options: ApiClientOptions | ApiTransport): ApiClient {
  const transport = "call" in options ? options : createApiTransport(options);
  const { call, request, upload, base } = transport;
  return {
    request,
    call,
    auth: createAuthApi(transport),
    mail: createMailApi(transport),
    menuCollection: createMenuCollectionApi(transport),
    roles: createRolesApi(transport),
    formElements: createFormElementsApi(transport),
    users: createUsersApi(transport),
    companies: createCompaniesApi(transport),
    qr: createQrApi(transport, base),
    notes: createNotesApi(transport),
    campaigns: createCampaignsApi(transport),
    ads: createAdsApi(transport),
    adApproval: createAdApprovalApi(transport),
    adComments: createAdCommentsApi(transport),
    shareLinks: createShareLinksApi(transport),
    assets: createAssetsApi(upload, base, call),
    xr: createXrApi(upload),
    templates: createTemplatesApi(transport, upload),
    richTemplates: createRichTemplatesApi(transport),
    showcase: createShowcaseApi(transport),
    analytics: createAnalyticsApi(transport),
    reportSchedules: createReportSchedulesApi(transport),
    secretKey: createSecretKeyApi(transport),
    chat: createChatApi(transport),
    quickPanel: createQuickPanelApi(transport),
  };
}

/** `http://host:3000/` → `http://host:3000/api`; `''` → `/api`; a base already ending in `/api` is kept. */
export function apiBase(baseURL: string): string {
  const trimmed = baseURL.replace(/\/+$/, "");
  return trimmed.endsWith("/api") ? trimmed : `${trimmed}/api`;
}

function setAuthHeaders(headers: Headers, options: ApiClientOptions): void {
  // A header passed explicitly for one call (e.g. a freshly issued token) wins over the defaults.
  if (options.secretKey) {
    if (!headers.has("x-secret-key")) headers.set("x-secret-key", options.secretKey);
    return;
  }
  const token = options.getToken?.();
  if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
}

function flag(context: FetchContext, name: "skipUnauthorized" | "skipConflictNotice"): boolean {
  // ofetch keeps unknown per-call options on context.options, which is how the flag reaches the hook.
  return Reflect.get(context.options, name) === true;
}

function notify(callback: ((error: ApiError) => void) | undefined, error: ApiError): void {
  try {
    callback?.(error);
  } catch (callbackError) {
    // A broken callback must not replace the ApiError the caller awaits; surface it separately.
    setTimeout(() => {
      throw callbackError;
    });
  }
}
