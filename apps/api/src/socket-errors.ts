/**
 * Node's socket error codes when a server (the database, the S3 store) is gone, refuses, or cannot be
 * reached: a failure of the service, never of the request that met it (answered 503, not 500).
 */
export const SOCKET_ERROR_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
