import path from "node:path";
import { contentType } from "mime-types";

/**
 * The Content-Type a file is served and stored with, by its extension (mime-types over mime-db, with
 * `charset=utf-8` on text, JSON and JavaScript); an unknown extension is `application/octet-stream`.
 * Our XML (VAST tags) is UTF-8 too, which mime-db does not assume for XML.
 */
export function contentTypeOf(fileName: string): string {
  const type = contentType(path.extname(fileName).toLowerCase()) || "application/octet-stream";
  return type === "application/xml" ? "application/xml; charset=utf-8" : type;
}
