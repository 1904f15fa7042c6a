import { safeUnzip } from "./zip";

/** One creative of a zip set: its zip's name in the set and its bytes. */
export interface ZipSetEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * The zips of a zip that holds nothing but zips (`adstudio ad export --size all`: one zip per size, each
 * uploaded on its own), in the set's order; null for any other files (a creative's own), an empty zip or
 * a zip holding zips beside other files, which stays a creative with a nested zip.
 */
export function zipSetOf(files: Record<string, Uint8Array>): ZipSetEntry[] | null {
  const names = Object.keys(files).filter((n) => !n.endsWith("/"));
  if (names.length === 0 || !names.every((n) => n.toLowerCase().endsWith(".zip"))) return null;
  return names.map((name) => ({ name, bytes: files[name] as Uint8Array }));
}

/** The zip set held by a zip's bytes (see {@link zipSetOf}); null when it is not one or not readable. */
export function readZipSet(bytes: Uint8Array): ZipSetEntry[] | null {
  const unzipped = safeUnzip(bytes);
  return unzipped.ok ? zipSetOf(unzipped.files) : null;
}

/** The size a set's zip is named for (`roast-sz300x250.zip`, `roast_728x90.zip`), when its name says. */
export function sizeInName(name: string): string | undefined {
  const match = /(\d{2,4})x(\d{2,4})\.zip$/i.exec(name);
  return match ? `${match[1]}x${match[2]}` : undefined;
}
