import {
  type BodyInput,
  type EndpointDefinition,
  fillPath,
  type ListParams,
  type PathParams,
  type QueryInput,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ApiRequest, RequestOptions } from "./client";
import { listQuery } from "./list-params";

type ParamsPart<E extends EndpointDefinition> = keyof PathParams<E> extends never
  ? { params?: undefined }
  : { params: PathParams<E> };

type BodyPart<E extends EndpointDefinition> = E["body"] extends { required: false }
  ? { body?: BodyInput<E> }
  : E["body"] extends object
    ? { body: BodyInput<E> }
    : { body?: undefined };

type QueryPart<E extends EndpointDefinition> = E["list"] extends object
  ? { list?: ListParams<SortFieldOf<E>> }
  : E["query"] extends object
    ? { query?: QueryInput<E> }
    : unknown;

/** What a call of endpoint `E` takes: its path parameters, body, query or list parameters, and options. */
export type CallInput<E extends EndpointDefinition> = ParamsPart<E> &
  BodyPart<E> &
  QueryPart<E> & { options?: RequestOptions };

/** Calls an endpoint of the contract; the answer's type is the endpoint's success body. */
export type Call = <E extends EndpointDefinition>(
  endpoint: E,
  ...input: object extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
) => Promise<SuccessBody<E>>;

/** Builds `call` over the client's request function (auth headers, error hooks, base URL). */
export function createCall(request: ApiRequest): Call {
  return (endpoint, ...[input]) => {
    const { params, body, options } = (input ?? {}) as {
      params?: Record<string, string>;
      body?: unknown;
      options?: RequestOptions;
    };
    const { list, query } = (input ?? {}) as { list?: ListParams; query?: Record<string, string> };
    // The client's base URL already ends in /api.
    const path = fillPath(endpoint.path, params ?? {}).replace(/^\/api/, "");
    return request(path, {
      method: endpoint.method.toUpperCase(),
      // A list's paging and its filters (the ad list's format, company…) travel together.
      ...(list || query ? { query: { ...(list ? listQuery(list) : {}), ...query } } : {}),
      ...(body !== undefined ? { body: body as Record<string, unknown> } : {}),
      ...options,
    });
  };
}
