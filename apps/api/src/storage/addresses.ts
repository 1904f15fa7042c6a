import { isSafeKey } from "./storage.js";

/** The two address methods every adapter shares ({@link FileStorage.url} and {@link FileStorage.keyOf}). */
export interface StorageAddresses {
  url(key: string): string;
  keyOf(url: string): string | null;
}

/**
 * Where browsers load stored files from. Through the API by default: `<publicBase>/files/<key>`
 * (`publicBase` is ADSTUDIO_PUBLIC_URL, or '' for addresses relative to the studio's origin). With
 * ADSTUDIO_CDN_URL, straight from the CDN in front of the bucket: `<cdn>/<key>`. `keyOf` knows both forms,
 * so addresses stored before a CDN was configured (a company's logo) still name their file.
 */
export function storageAddresses(publicBase = "", cdnUrl?: string): StorageAddresses {
  const apiPrefix = `${publicBase.replace(/\/+$/, "")}/files/`;
  const cdnPrefix = cdnUrl ? `${cdnUrl.replace(/\/+$/, "")}/` : undefined;
  return {
    url: (key) => (cdnPrefix ? `${cdnPrefix}${key}` : `${apiPrefix}${key}`),
    keyOf(url) {
      const prefix = [cdnPrefix, apiPrefix].find((p) => p !== undefined && url.startsWith(p));
      if (prefix === undefined) return null;
      const key = url.slice(prefix.length);
      return isSafeKey(key) ? key : null;
    },
  };
}
