// Where creatives sit in the file storage. Ads, templates and rich-media templates all write here and the
// creatives route serves it, so the layout is the storage's, not any one feature's.

/** Storage keys of published creatives live under the same prefix as their public path. */
export const CREATIVES_STORAGE_PREFIX = "creatives/";

/** Where a template's files live in the storage; the creatives route serves them at `/creatives/templates/{id}/…`. */
export const templateFolder = (id: string) => `${CREATIVES_STORAGE_PREFIX}templates/${id}/`;
