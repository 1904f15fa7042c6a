import type { ApiRequest } from "./client";
import { type ApiError, errorFromFailure } from "./errors";

/** How much of an upload has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /**
   * Called as the body goes out (a browser's XMLHttpRequest reports it as it sends). Where there is no
   * XMLHttpRequest (Node, the CLI) it is called once, with everything sent, when the server has answered.
   */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Posts a multipart form to `path` (below `/api`); `size` is the file's, for progress without XHR. */
export type Upload = <T>(path: string, form: FormData, size: number, options?: UploadOptions) => Promise<T>;

export interface UploaderSettings {
  /** The API's base address, ending in `/api`. */
  base: string;
  /** The client's fetch-based request (auth headers and error hooks included). */
  request: ApiRequest;
  /** The auth headers every request carries. */
  authHeaders(): Headers;
  /** The ApiError for a failed answer, after the client's 401/403/409 hooks have run. */
  failed(status: number, headers: Headers, data: unknown): ApiError;
  timeout?: number;
}

/**
 * Multipart uploads. fetch cannot report upload progress (a streamed request body would need HTTP/2 in
 * browsers), so when progress is wanted and XMLHttpRequest exists (the studio) the form goes through it;
 * otherwise through the client's fetch.
 */
export function createUploader(settings: UploaderSettings): Upload {
  return async <T>(path: string, form: FormData, size: number, options: UploadOptions = {}) => {
    if (options.onProgress && typeof XMLHttpRequest !== "undefined") {
      return sendWithXhr<T>(settings, path, form, options);
    }
    const answer = await settings.request<T>(path, {
      method: "POST",
      body: form,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    options.onProgress?.({ loaded: size, total: size });
    return answer;
  };
}

function sendWithXhr<T>(
  settings: UploaderSettings,
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${settings.base}${path}`);
    settings.authHeaders().forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    if (settings.timeout !== undefined) xhr.timeout = settings.timeout;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText === "" ? undefined : JSON.parse(xhr.responseText);
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      reject(settings.failed(xhr.status, responseHeaders(xhr), data));
    };
    const failure = (name: string) => () => {
      const cause = new Error(name);
      cause.name = name;
      reject(errorFromFailure(cause, settings.timeout));
    };
    xhr.onerror = failure("NetworkError");
    xhr.ontimeout = failure("TimeoutError");
    xhr.onabort = failure("AbortError");
    if (options.signal?.aborted) return failure("AbortError")();
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const split = line.indexOf(":");
    if (split > 0) headers.append(line.slice(0, split).trim(), line.slice(split + 1).trim());
  }
  return headers;
}
