export const ATTACHMENT_TYPES = ["image", "video", "misc"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The stored file behind an attachment value. */
export interface AttachmentFile {
  /** The content as uploaded (base64 text, a Blob…) or a reference to it. */
  body: unknown;
  fileName: string;
  fileType: string;
  /** Storage path: `{featureKey}/{type}s/{fileName}`. */
  location: string;
}

/** The value of an attachment field (spec shell §3). */
export interface AttachmentValue {
  src: string;
  name: string;
  type: AttachmentType;
  file: AttachmentFile;
}

/** Classes a MIME type: `image/…` is image, `video/…` is video, anything else misc. */
export function classifyAttachment(fileType: string): AttachmentType {
  const family = fileType.trim().toLowerCase().split("/")[0];
  return family === "image" || family === "video" ? family : "misc";
}

function segment(value: string, what: string): string {
  // Keep only the last path component so that a name cannot climb out of its folder.
  const last = value.split(/[\\/]/).pop()?.trim() ?? "";
  if (last === "" || last === "." || last === "..") throw new Error(`Invalid ${what}: "${value}".`);
  return last;
}

/**
 * Storage path of an upload: `{featureKey}/{type}s/{fileName}` (`qr/images/logo.png`). Directory parts of
 * the file name are dropped; a feature key or file name that is empty, `.` or `..` is refused.
 */
export function attachmentPath(featureKey: string, type: AttachmentType, fileName: string): string {
  return `${segment(featureKey, "feature key")}/${type}s/${segment(fileName, "file name")}`;
}

export interface AttachmentInput {
  featureKey: string;
  fileName: string;
  fileType: string;
  body: unknown;
  /** Where the file can be shown from; defaults to its storage path. */
  src?: string;
}

/** Builds the attachment value stored for an uploaded file. */
export function createAttachment(input: AttachmentInput): AttachmentValue {
  const type = classifyAttachment(input.fileType);
  const location = attachmentPath(input.featureKey, type, input.fileName);
  const fileName = location.slice(location.lastIndexOf("/") + 1);
  return {
    src: input.src ?? location,
    name: fileName,
    type,
    file: { body: input.body, fileName, fileType: input.fileType, location },
  };
}

/**
 * Whether a file matches an accept list of MIME types (`image/png`), families (`video/*`) or extensions
 * (`.pdf`), like an `<input accept>`. No list accepts everything.
 */
export function acceptsFile(accept: readonly string[] | undefined, fileType = "", fileName = ""): boolean {
  if (!accept || accept.length === 0) return true;
  const type = fileType.toLowerCase();
  const name = fileName.toLowerCase();
  return accept.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern.startsWith(".")) return name.endsWith(pattern);
    if (pattern.endsWith("/*")) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}
