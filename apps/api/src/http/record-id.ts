import { notFound } from "./errors.js";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The record id of a path (`/api/roles/{id}`): anything that is not a uuid cannot name a record, so it
 * answers the same 404 as an unknown id instead of reaching PostgreSQL and failing there with a 500.
 */
export function recordId(id: string, notFoundMessage: string): string {
  if (!isUuid(id)) throw notFound(notFoundMessage);
  return id.toLowerCase();
}
