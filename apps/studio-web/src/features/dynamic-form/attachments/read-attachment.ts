import { type AttachmentValue, acceptsFile, createAttachment, type Field } from "@adstudio/form-engine";

/** The file's content as a `data:` URL (what the API stores, after checking the bytes). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

/** An attachment value for a picked file: classified (image, video, misc), its bytes inline until saved. */
export async function readAttachment(file: File, featureKey: string): Promise<AttachmentValue> {
  const body = await readDataUrl(file);
  return createAttachment({
    featureKey,
    fileName: file.name || "file",
    fileType: file.type || "application/octet-stream",
    body,
    src: body,
  });
}

/** Why a picked file is refused by the field's `accept` list or `size` limit, or null when it is fine. */
export function refusal(field: Field | undefined, file: File): string | null {
  const label = field?.label ?? "File";
  if (!acceptsFile(field?.attachment?.accept, file.type, file.name)) {
    return `${label} does not accept this type of file.`;
  }
  const size = field?.validation?.size;
  const megabytes = typeof size === "object" ? size.value : size;
  if (megabytes !== undefined && file.size > megabytes * 1024 * 1024) {
    return (
      (typeof size === "object" ? size.message : undefined) ?? `${label} must be at most ${megabytes} MB.`
    );
  }
  return null;
}
